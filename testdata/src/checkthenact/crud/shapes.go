package crud

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"
)

// Shapes of admin and CRUD services (gotify, gin-vue-admin, Artalk), all
// validation: none is reported.

type Application struct {
	ID     uint
	UserID uint
	Name   string
	Image  string
}

type Client struct {
	ID            uint
	UserID        uint
	ElevatedUntil *time.Time
}

type Category struct {
	ID  uint
	PID uint
}

type Upload struct {
	ID         uint
	UserID     uint
	Status     string
	ChunkTotal int
}

type Chunk struct {
	UploadID uint
}

type Notify struct {
	CommentID uint
	Key       string
	IsRead    bool
}

type Store struct{ DB *gorm.DB }

// GetApplicationByID returns nil, nil when nothing is found.
func (d *Store) GetApplicationByID(id uint) (*Application, error) {
	app := new(Application)
	err := d.DB.Where("id = ?", id).Find(app).Error
	if err == gorm.ErrRecordNotFound {
		err = nil
	}
	if app.ID == id {
		return app, err
	}
	return nil, err
}

func (d *Store) UpdateApplication(app *Application) error { return d.DB.Save(app).Error }

func (d *Store) GetClientByID(id uint) (*Client, error) {
	c := new(Client)
	err := d.DB.Where("id = ?", id).Find(c).Error
	if c.ID == id {
		return c, err
	}
	return nil, err
}

func (d *Store) UpdateClientElevatedUntil(id uint, t *time.Time) error {
	return d.DB.Model(&Client{}).Where("id = ?", id).Update("elevated_until", t).Error
}

func (d *Store) DeleteClientByID(id uint) error {
	return d.DB.Where("id = ?", id).Delete(&Client{}).Error
}

// Good (S1): found and owned, then Save of that row; 404 otherwise.
func (d *Store) renameApp(id, uid uint, name string) error {
	app, err := d.GetApplicationByID(id)
	if err != nil {
		return err
	}
	if app != nil && app.UserID == uid {
		app.Name = name
		return d.UpdateApplication(app)
	}
	return ErrNotFound
}

// Good (S1): found and owned, then Delete of that row.
func (d *Store) deleteClient(id, uid uint) error {
	client, err := d.GetClientByID(id)
	if err != nil {
		return err
	}
	if client != nil && client.UserID == uid {
		return d.DeleteClientByID(id)
	}
	return ErrNotFound
}

// Good (S3): early 404 on nil or another owner, then an update by id.
func (d *Store) elevate(id, uid uint, secs int) error {
	client, err := d.GetClientByID(id)
	if err != nil {
		return err
	}
	if client == nil || client.UserID != uid {
		return ErrNotFound
	}
	until := time.Now().Add(time.Duration(secs) * time.Second)
	return d.UpdateClientElevatedUntil(client.ID, &until)
}

// Good (S4): children block the delete of their parent.
func deleteCategory(ctx context.Context, db *gorm.DB, id uint) error {
	var childCount int64
	db.WithContext(ctx).Model(&Category{}).Where("pid = ?", id).Count(&childCount)
	if childCount > 0 {
		return errors.New("delete the children first")
	}
	return db.WithContext(ctx).Where("id = ?", id).Delete(&Category{}).Error
}

// Good (S4 variant): a child found with First blocks the delete.
func deleteDepartment(db *gorm.DB, id uint) error {
	if !errors.Is(db.Where("pid = ?", id).First(&Category{}).Error, gorm.ErrRecordNotFound) {
		return errors.New("has children")
	}
	return db.Delete(&Category{}, id).Error
}

// Good (S5): already read, else mark read with Save of the row found.
func setRead(db *gorm.DB, comment uint, key string) error {
	var n Notify
	db.Where(Notify{CommentID: comment, Key: key}).First(&n)
	if n.CommentID == 0 {
		return ErrNotFound
	}
	if n.IsRead {
		return nil
	}
	n.IsRead = true
	return db.Save(&n).Error
}

// Good (S6): a 404 and an owner check, then Delete of that row.
func cancelUpload(ctx context.Context, db *gorm.DB, uploadID, userID uint) error {
	var up Upload
	if err := db.WithContext(ctx).First(&up, uploadID).Error; err != nil {
		return errors.New("no such upload")
	}
	if up.UserID != userID {
		return errors.New("not yours")
	}
	return db.WithContext(ctx).Delete(&Upload{}, uploadID).Error
}

// Good (S7): the conditional Update whose RowsAffected is read is a claim;
// the counts after it validate.
func merge(ctx context.Context, db *gorm.DB, uploadID, userID uint) error {
	var up Upload
	if err := db.WithContext(ctx).First(&up, uploadID).Error; err != nil {
		return errors.New("no such upload")
	}
	if up.UserID != userID {
		return errors.New("not yours")
	}
	res := db.WithContext(ctx).Model(&Upload{}).Where("id = ? AND status = ?", uploadID, "uploading").Update("status", "merging")
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return errors.New("not mergeable")
	}
	var cnt int64
	db.WithContext(ctx).Model(&Chunk{}).Where("upload_id = ?", uploadID).Count(&cnt)
	if int(cnt) != up.ChunkTotal {
		return errors.New("chunks missing")
	}
	return db.WithContext(ctx).Where("upload_id = ?", uploadID).Delete(&Chunk{}).Error
}

// Good (S8): a validation helper built on First, then Save of the caller's row.
func noCycle(db *gorm.DB, id, parent uint) bool {
	if id == parent {
		return true
	}
	var p Category
	if err := db.First(&p, parent).Error; err != nil {
		return false
	}
	if p.PID == 0 {
		return false
	}
	return noCycle(db, id, p.PID)
}

func moveCategory(db *gorm.DB, c *Category) error {
	if noCycle(db, c.ID, c.PID) {
		return errors.New("cycle")
	}
	return db.Save(c).Error
}

// Good: one chained read is one check.
func seedAdmin(db *gorm.DB) error {
	var n int64
	db.Find(new(Application)).Count(&n)
	if n == 0 {
		return db.Create(&Application{Name: "admin"}).Error
	}
	return nil
}

// Bad: a conditional Update whose RowsAffected nobody reads claims nothing.
func startUnconsulted(db *gorm.DB, id uint) error {
	var up Upload
	if err := db.First(&up, id).Error; err != nil { // want `db.First decides whether send at line \d+ runs; two concurrent calls can both pass the check and both send the email`
		return err
	}
	if up.Status != "pending" {
		return nil
	}
	db.Model(&Upload{}).Where("id = ? AND status = ?", id, "pending").Update("status", "started")
	return send("ops@example.com")
}

// Good: the same with RowsAffected read: a claim.
func startClaimed(db *gorm.DB, id uint) error {
	var up Upload
	if err := db.First(&up, id).Error; err != nil {
		return err
	}
	if up.Status != "pending" {
		return nil
	}
	if db.Model(&Upload{}).Where("id = ? AND status = ?", id, "pending").Update("status", "started").RowsAffected == 0 {
		return nil
	}
	return send("ops@example.com")
}
