module example.com/registered

go 1.26

require github.com/segmentio/kafka-go v0.4.47

replace github.com/segmentio/kafka-go => ./stubs/kafka-go
