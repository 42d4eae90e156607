package catalog

var awsSDK = []Row{}
