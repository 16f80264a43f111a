package shop

// Field names of the messages collection: the staff's notice of a new
// order, stored under the order's id.
const (
	messageTitle      = "title"
	messageText       = "message"
	MessageIsRead     = "isRead"
	messageClientInfo = "clientInfo"
)
