package demo

// bounded keeps values by id up to MaxEntries, forgetting the oldest past it.
// The caller holds the lock that guards it.
type bounded[V any] struct {
	byID  map[string]V
	order []string // ids in order of creation
}

func newBounded[V any]() bounded[V] {
	return bounded[V]{byID: map[string]V{}}
}

func (b *bounded[V]) put(id string, v V) {
	if _, known := b.byID[id]; !known {
		b.order = append(b.order, id)
		if len(b.order) > MaxEntries {
			delete(b.byID, b.order[0])
			b.order = b.order[1:]
		}
	}
	b.byID[id] = v
}

func (b *bounded[V]) get(id string) (V, bool) {
	v, ok := b.byID[id]
	return v, ok
}
