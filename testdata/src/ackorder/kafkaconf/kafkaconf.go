package kafkaconf // want package:"exports summaries"

// Package kafkaconf builds the program's kafka-go readers; which of its
// helpers return group readers is a fact for the packages that use them.

import "github.com/segmentio/kafka-go"

const group = "orders"

// NewGroupReader returns a reader of the orders group.
func NewGroupReader(brokers []string) *kafka.Reader { // want NewGroupReader:"grouped"
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, GroupID: group, Topic: "paid"})
}

// NewPartitionReader returns a reader of one partition, with no group.
func NewPartitionReader(brokers []string) *kafka.Reader {
	return kafka.NewReader(kafka.ReaderConfig{Brokers: brokers, Topic: "paid", Partition: 0})
}

// NewReader returns either, by what the caller asks at run time.
func NewReader(brokers []string, grouped bool) *kafka.Reader {
	if grouped {
		return NewGroupReader(brokers)
	}
	return NewPartitionReader(brokers)
}
