package staff

import (
	"context"
	"errors"
	"testing"
	"testing/synctest"
)

func TestTurnsAdmitInArrivalOrder(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		turns := newTurns(1)
		releaseFirst, err := turns.wait(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		admitted := make(chan int, 3)
		for i := range 3 {
			go func() {
				release, err := turns.wait(context.Background())
				if err != nil {
					t.Error(err)
					return
				}
				admitted <- i
				release()
			}()
			synctest.Wait() // waiter i queues before the next one arrives
		}
		if len(admitted) > 0 {
			t.Fatalf("waiter %d ran while the only turn was taken", <-admitted)
		}
		releaseFirst()
		for want := range 3 {
			if got := <-admitted; got != want {
				t.Fatalf("admitted waiter %d, want %d (arrival order)", got, want)
			}
		}
	})
}

func TestTurnsAdmitAsManyAsTheyHavePlaces(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		turns := newTurns(2)
		for range 2 {
			if _, err := turns.wait(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		third := make(chan struct{})
		go func() {
			_, _ = turns.wait(context.Background())
			close(third)
		}()
		synctest.Wait()
		select {
		case <-third:
			t.Fatal("a third request ran with two places taken")
		default:
		}
		<-turns // one of the two ends
		<-third
	})
}

func TestTurnsLetAGoneCallerLeaveTheQueue(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		turns := newTurns(1)
		release, _ := turns.wait(context.Background())
		defer release()
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error)
		go func() {
			_, err := turns.wait(ctx)
			done <- err
		}()
		synctest.Wait()
		cancel()
		if err := <-done; !errors.Is(err, context.Canceled) {
			t.Fatalf("wait = %v, want context.Canceled", err)
		}
	})
}
