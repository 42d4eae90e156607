// Package notify sends the jobs' emails.
package notify

import "net/smtp"

func Reminders() error {
	return smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("reminders"))
}

func Digest() error {
	return smtp.SendMail("mail:25", nil, "app@example.com", []string{"team@example.com"}, []byte("digest"))
}
