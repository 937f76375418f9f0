package pgstore_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/hintgate/hintgate/guard"
)

// BenchmarkDecideResume decides and resumes 1,000 approvals with 4
// replicas, each with a pool, a guard and a server connection of its own,
// against one database; it reports approvals per second and the p99
// latency of deciding and resuming one.
func BenchmarkDecideResume(b *testing.B) {
	const approvals, replicas = 1000, 4
	dsn := database(b)
	pool, store := open(b, dsn)
	g, conn := agent(b, pool, store, guard.Options{})
	first := deferApproved(b, g, conn, "record", 1)
	p, err := store.GetPending(context.Background(), first[0])
	if err != nil {
		b.Fatal(err)
	}
	type rep struct {
		a    *guard.Approvals
		conn *guard.Conn
	}
	var reps []rep
	for i := range replicas {
		rpool, rstore := open(b, dsn)
		rg, rconn := agent(b, rpool, rstore, guard.Options{Replica: fmt.Sprint("r", i)})
		reps = append(reps, rep{rg.Approvals(), rconn})
	}
	ctx := context.Background()
	b.ReportAllocs()
	var total time.Duration
	var lat []time.Duration
	for b.Loop() {
		b.StopTimer()
		ids := make(chan string, approvals)
		for i := range approvals {
			now := time.Now()
			q := *p
			q.ID, q.State, q.Created, q.Expires = guard.NewApprovalID(), guard.StatePending, now, now.Add(time.Hour)
			q.Args = fmt.Appendf(nil, `{"entry":"bench %d"}`, i)
			if err := store.AddPending(ctx, &q); err != nil {
				b.Fatal(err)
			}
			ids <- q.ID
		}
		close(ids)
		var mu sync.Mutex
		var wg sync.WaitGroup
		b.StartTimer()
		start := time.Now()
		for _, r := range reps {
			wg.Go(func() {
				var mine []time.Duration
				for id := range ids {
					t0 := time.Now()
					if _, err := r.a.Decide(ctx, id, guard.Decision{Approve: true, By: "bench"}); err != nil {
						b.Error(err)
						return
					}
					if _, err := r.conn.Resume(ctx, id); err != nil {
						b.Error(err)
						return
					}
					mine = append(mine, time.Since(t0))
				}
				mu.Lock()
				lat = append(lat, mine...)
				mu.Unlock()
			})
		}
		wg.Wait()
		total += time.Since(start)
	}
	slices.Sort(lat)
	if len(lat) == 0 {
		return
	}
	b.ReportMetric(float64(len(lat))/total.Seconds(), "approvals/s")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
}
