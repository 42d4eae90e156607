package catalog

const (
	s3Path          = "github.com/aws/aws-sdk-go-v2/service/s3"
	s3ManagerPath   = "github.com/aws/aws-sdk-go-v2/feature/s3/manager"
	s3V1Path        = "github.com/aws/aws-sdk-go/service/s3"
	s3ManagerV1Path = "github.com/aws/aws-sdk-go/service/s3/s3manager"
	gocloudBlobPath = "gocloud.dev/blob"
	gcsPath         = "cloud.google.com/go/storage"
	minioPath       = "github.com/minio/minio-go"
	azblobPath      = "github.com/Azure/azure-sdk-for-go/sdk/storage/azblob"
)

// Blob and object stores: an object written under a key is durable work
// (a WRITE) a message's ack must follow. Writing it twice leaves one
// object, the second copy over the first (Upserts); a delete deletes
// nothing the second time (Removes). The object's key is a field of an
// input struct or a bucket-relative name, never a dedup key: the rows
// name no ArgKey, so no read pairs with them as a check and its write.
var blob = concat(
	// aws-sdk-go-v2 service/s3 v1.115.0 and feature/s3/manager v1.23.26:
	// a completed multipart upload is the object's write.
	withMode(Upserts, []Row{
		{Path: s3Path, Recv: "Client", Name: "PutObject", Role: Write},
		{Path: s3Path, Recv: "Client", Name: "CopyObject", Role: Write},
		{Path: s3Path, Recv: "Client", Name: "CompleteMultipartUpload", Role: Write},
		{Path: s3ManagerPath, Recv: "Uploader", Name: "Upload", Role: Write},
	}),
	withMode(Removes, []Row{
		{Path: s3Path, Recv: "Client", Name: "DeleteObject", Role: Write},
		{Path: s3Path, Recv: "Client", Name: "DeleteObjects", Role: Write},
	}),
	// github.com/aws/aws-sdk-go v1.55.8, service/s3 and its s3manager.
	withMode(Upserts, concat(
		awsV1(s3V1Path, "S3", Write, "PutObject", "CopyObject", "CompleteMultipartUpload"),
		[]Row{
			{Path: s3ManagerV1Path, Recv: "Uploader", Name: "Upload", Role: Write},
			{Path: s3ManagerV1Path, Recv: "Uploader", Name: "UploadWithContext", Role: Write},
		},
	)),
	withMode(Removes, awsV1(s3V1Path, "S3", Write, "DeleteObject", "DeleteObjects")),
	// gocloud.dev v0.47.0, the portable blob API over S3, GCS and Azure
	// Blob: a NewWriter's object is written when the Writer closes.
	withMode(Upserts, []Row{
		{Path: gocloudBlobPath, Recv: "Bucket", Name: "WriteAll", Role: Write},
		{Path: gocloudBlobPath, Recv: "Bucket", Name: "Upload", Role: Write},
		{Path: gocloudBlobPath, Recv: "Bucket", Name: "Copy", Role: Write},
		{Path: gocloudBlobPath, Recv: "Writer", Name: "Close", Role: Write},
	}),
	withMode(Removes, []Row{
		{Path: gocloudBlobPath, Recv: "Bucket", Name: "Delete", Role: Write},
	}),
	// cloud.google.com/go/storage v1.67.0: an ObjectHandle's NewWriter
	// writes the object when the Writer closes; copies and composes run.
	withMode(Upserts, []Row{
		{Path: gcsPath, Recv: "Writer", Name: "Close", Role: Write},
		{Path: gcsPath, Recv: "Copier", Name: "Run", Role: Write},
		{Path: gcsPath, Recv: "Composer", Name: "Run", Role: Write},
	}),
	withMode(Removes, []Row{
		{Path: gcsPath, Recv: "ObjectHandle", Name: "Delete", Role: Write},
	}),
	// github.com/minio/minio-go/v7 v7.4.1.
	withMode(Upserts, []Row{
		{Path: minioPath, Recv: "Client", Name: "PutObject", Role: Write},
		{Path: minioPath, Recv: "Client", Name: "FPutObject", Role: Write},
		{Path: minioPath, Recv: "Client", Name: "CopyObject", Role: Write},
	}),
	withMode(Removes, []Row{
		{Path: minioPath, Recv: "Client", Name: "RemoveObject", Role: Write},
	}),
	// github.com/Azure/azure-sdk-for-go/sdk/storage/azblob v1.8.0, its
	// top-level Client.
	withMode(Upserts, []Row{
		{Path: azblobPath, Recv: "Client", Name: "UploadBuffer", Role: Write},
		{Path: azblobPath, Recv: "Client", Name: "UploadFile", Role: Write},
		{Path: azblobPath, Recv: "Client", Name: "UploadStream", Role: Write},
	}),
	withMode(Removes, []Row{
		{Path: azblobPath, Recv: "Client", Name: "DeleteBlob", Role: Write},
	}),
)
