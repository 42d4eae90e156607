// Package hashed takes stripe idempotency keys from the key helpers of
// package keyhash, which hash a map or a struct: a random value in what
// they hash makes the key random, reported at the caller.
package hashed

import (
	"strings"
	"time"

	"github.com/google/uuid"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/paymentintent"

	"example.com/keyhash"
)

// Bad: the map hashed through its JSON holds the time of the attempt.
func MarshalNow(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Marshal(map[string]any{"customer": id, "at": time.Now()})) // want `Params.IdempotencyKey takes a key from time.Now at line 20`
	_, err := paymentintent.New(params)
	return err
}

// Good: the map holds the event's id and amount.
func MarshalEvent(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Marshal(map[string]any{"customer": id, "amount": amount}))
	_, err := paymentintent.New(params)
	return err
}

// Bad: the helper reads the time by its index.
func IndexedNow(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Indexed(map[string]any{"customer": id, "at": time.Now()})) // want `Params.IdempotencyKey takes a key from time.Now at line 36`
	_, err := paymentintent.New(params)
	return err
}

// Good: the same helper given the amount under "at".
func IndexedEvent(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Indexed(map[string]any{"customer": id, "at": amount}))
	_, err := paymentintent.New(params)
	return err
}

// Good: Customer never reads "at"; the time in the map does not reach the key.
func UnreadNow(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Customer(map[string]any{"customer": id, "at": time.Now()}))
	_, err := paymentintent.New(params)
	return err
}

// Bad: Customer reads the entry that holds the time.
func CustomerNow(amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Customer(map[string]any{"customer": time.Now().String()})) // want `Params.IdempotencyKey takes a key from time.Now at line 60`
	_, err := paymentintent.New(params)
	return err
}

// Bad: the helper ranges over the map, writing each entry into a hash.
func RangedNow(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Ranged(map[string]any{"customer": id, "at": time.Now()})) // want `Params.IdempotencyKey takes a key from time.Now at line 68`
	_, err := paymentintent.New(params)
	return err
}

// Good: the ranged map holds the event's id and amount.
func RangedEvent(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Ranged(map[string]any{"customer": id, "amount": amount}))
	_, err := paymentintent.New(params)
	return err
}

// Bad: the helper writes each entry into the hash as bytes.
func WrittenNow(id string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount)}
	params.IdempotencyKey = stripe.String(keyhash.Written(map[string]string{"customer": id, "at": time.Now().String()})) // want `Params.IdempotencyKey takes a key from time.Now at line 84`
	_, err := paymentintent.New(params)
	return err
}

// Good: a replacer that also cleans a random reference elsewhere does not
// make the key it cleans random: only writes into a hash or a builder are
// followed back to what was written.
func ReplacedEvent(id string, amount int64) error {
	clean := strings.NewReplacer("/", "-")
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Customer: stripe.String(clean.Replace(uuid.NewString()))}
	params.IdempotencyKey = stripe.String(clean.Replace(id))
	_, err := paymentintent.New(params)
	return err
}

// pay charges amount under key.
func pay(key string, amount int64) error {
	params := &stripe.PaymentIntentParams{Amount: stripe.Int64(amount), Currency: stripe.String("usd")}
	params.IdempotencyKey = stripe.String(key)
	_, err := paymentintent.New(params)
	return err
}

// Bad: sorted keys, read back with a computed index, into a builder.
func SortedNow(id string, amount int64) error {
	return pay(keyhash.Sorted(map[string]any{"customer": id, "at": time.Now().UnixNano()}), amount) // want `pay takes a key from time.Now at line 110`
}

// Good: the sorted map holds the event's id and amount.
func SortedEvent(id string, amount int64) error {
	return pay(keyhash.Sorted(map[string]any{"customer": id, "amount": amount}), amount)
}

// Bad: a struct whose fields the helper formats holds the time.
func FieldsNow(id string, amount int64) error {
	return pay(keyhash.Fields(keyhash.Attempt{Customer: id, Amount: amount, Stamp: time.Now().Unix()}), amount) // want `pay takes a key from time.Now at line 120`
}

// Good: the struct holds the event's id and amount.
func FieldsEvent(id string, amount int64) error {
	return pay(keyhash.Fields(keyhash.Attempt{Customer: id, Amount: amount}), amount)
}
