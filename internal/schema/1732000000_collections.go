package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// ProductCategories are the shop's category chips (minus "All").
var ProductCategories = []string{"Mug", "T-shirt", "Bag", "Accessories", "Pens", "Others"}

func init() {
	m.Register(createCollections, dropCollections)
}

// Names of every collection this migration owns, in creation order.
var collectionNames = []string{
	"blogs", "products", "orders", "messages", "donation_users", "donation_plans",
	"donations", "contact_messages", "webhook_events",
}

func createCollections(app core.App) error {
	builders := []func() *core.Collection{
		blogsCollection, productsCollection, ordersCollection, messagesCollection,
		donationUsersCollection, donationPlansCollection,
	}
	for _, build := range builders {
		if err := app.Save(build()); err != nil {
			return err
		}
	}
	// donations relates to donation_users and donation_plans, so it needs their ids.
	donors, err := app.FindCollectionByNameOrId("donation_users")
	if err != nil {
		return err
	}
	plans, err := app.FindCollectionByNameOrId("donation_plans")
	if err != nil {
		return err
	}
	for _, c := range []*core.Collection{
		donationsCollection(donors.Id, plans.Id), contactMessagesCollection(), webhookEventsCollection(),
	} {
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}

func dropCollections(app core.App) error {
	for i := len(collectionNames) - 1; i >= 0; i-- {
		c, err := app.FindCollectionByNameOrId(collectionNames[i])
		if err != nil {
			continue
		}
		if err := app.Delete(c); err != nil {
			return err
		}
	}
	return nil
}

func blogsCollection() *core.Collection {
	c := core.NewBaseCollection("blogs")
	publicReadOnly(c)
	c.Fields.Add(
		text("title", true, 200),
		text("category", false, 80),
		text("duration", false, 40),
		&core.EditorField{Name: "description", MaxSize: 200 << 10},
		&core.DateField{Name: "createdAt"},
		text("authorName", false, 120),
		images("authorPhoto", 1),
		images("image", 1),
	)
	timestamps(c)
	c.AddIndex("idx_blogs_createdAt", false, "createdAt", "")
	return c
}

func productsCollection() *core.Collection {
	c := core.NewBaseCollection("products")
	publicReadOnly(c)
	c.Fields.Add(
		text("name", true, 200),
		text("description", false, 5000),
		euros("price"),
		&core.SelectField{Name: "category", Required: true, MaxSelect: 1, Values: ProductCategories},
		images("galleries", 10),
		&core.JSONField{Name: "sizes", MaxSize: 2000},
		&core.JSONField{Name: "colors", MaxSize: 2000},
	)
	timestamps(c)
	return c
}

func ordersCollection() *core.Collection {
	c := core.NewBaseCollection("orders")
	c.Fields.Add(
		&core.JSONField{Name: "items", MaxSize: 100 << 10},
		euros("total"),
		euros("tax"),
		euros("amountTotal"),
		&core.JSONField{Name: "clientInfo", MaxSize: 5000},
		text("status", false, 40),
		&core.BoolField{Name: "payment"},
		text("paypalOrderId", false, 100),
		text("paypalCaptureId", false, 100),
		&core.DateField{Name: "paidAt"},
	)
	timestamps(c)
	c.AddIndex("idx_orders_paypalOrderId", false, "paypalOrderId", "")
	return c
}

func messagesCollection() *core.Collection {
	c := core.NewBaseCollection("messages")
	c.Fields.Add(
		text("title", true, 200),
		text("message", false, 2000),
		&core.BoolField{Name: "isRead"},
		&core.JSONField{Name: "clientInfo", MaxSize: 5000},
	)
	timestamps(c)
	return c
}

func donationUsersCollection() *core.Collection {
	c := core.NewBaseCollection("donation_users")
	c.Fields.Add(
		&core.EmailField{Name: "email", Required: true},
		text("prenom", true, 100),
		text("nom", true, 100),
		text("adresse", true, 300),
		text("codePostal", true, 20),
		text("pays", true, 100),
		text("telephone", true, 30),
	)
	timestamps(c)
	return c
}

func donationPlansCollection() *core.Collection {
	c := core.NewBaseCollection("donation_plans")
	c.Fields.Add(
		cents("unit_amount"),
		&core.SelectField{Name: "interval", Required: true, MaxSelect: 1, Values: []string{"week", "month"}},
		text("currency", true, 3),
		text("stripePriceId", false, 100),
		text("paypalPlanId", false, 100),
		&core.BoolField{Name: "active"},
	)
	timestamps(c)
	return c
}

func donationsCollection(donorsID, plansID string) *core.Collection {
	c := core.NewBaseCollection("donations")
	c.Fields.Add(
		&core.RelationField{Name: "donor", CollectionId: donorsID, MaxSelect: 1},
		&core.RelationField{Name: "plan", CollectionId: plansID, MaxSelect: 1},
		cents("amount"),
		text("currency", true, 3),
		&core.SelectField{Name: "rhythm", Required: true, MaxSelect: 1, Values: []string{"once", "weekly", "monthly"}},
		&core.SelectField{Name: "method", Required: true, MaxSelect: 1, Values: []string{"card", "paypal", "cheque"}},
		&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: []string{
			"pending", "paid", "awaiting_cheque", "active", "cancelled", "failed",
		}},
		text("provider", false, 20),
		text("providerSessionId", false, 200),
		text("providerOrderId", false, 200),
		text("providerSubscriptionId", false, 200),
		&core.NumberField{Name: "paymentsCount", OnlyInt: true},
		cents("amountCollected"),
		&core.DateField{Name: "lastPaymentAt"},
	)
	timestamps(c)
	c.AddIndex("idx_donations_session", false, "providerSessionId", "")
	c.AddIndex("idx_donations_subscription", false, "providerSubscriptionId", "")
	return c
}

func contactMessagesCollection() *core.Collection {
	c := core.NewBaseCollection("contact_messages")
	c.Fields.Add(
		text("fullName", true, 200),
		&core.EmailField{Name: "email", Required: true},
		text("phone", true, 30),
		text("message", true, 5000),
		&core.BoolField{Name: "isRead"},
	)
	timestamps(c)
	return c
}

func webhookEventsCollection() *core.Collection {
	c := core.NewBaseCollection("webhook_events")
	c.Fields.Add(
		text("provider", true, 20),
		text("eventId", true, 255),
		text("type", false, 120),
		&core.JSONField{Name: "payload", MaxSize: 1 << 20},
		text("outcome", false, 500),
	)
	timestamps(c)
	c.AddIndex("idx_webhook_events_unique", true, "provider, eventId", "")
	return c
}
