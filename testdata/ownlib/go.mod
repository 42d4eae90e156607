module github.com/apache/pulsar-client-go

go 1.22
