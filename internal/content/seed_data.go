package content

// Demo content written for this site. Record ids are fixed so that seeding is
// idempotent: a record whose id exists is left as it is.

type seedBlog struct {
	id, title, category, duration, author, createdAt, body string
}

type seedProduct struct {
	id, name, description, category string
	price                           float64
	sizes, colors                   []string
	// artVariant picks the drawing within the category (art.ProductImage),
	// e.g. Accessories: 0 cap, 1 water bottle, 2 wristband.
	artVariant int
}

type seedPlan struct {
	id, interval string
	unitAmount   int64
}

var seedBlogs = []seedBlog{
	{"seedblog0000000", "Welcome to the foundation's journal", "News", "2 min", "Amara Diallo", "2024-01-08 09:00:00.000Z",
		`<p>This journal follows the athletes, coaches and schools we support. New stories appear here every month.</p>`},
	{"seedblog0000001", "Why we started: a heptathlete's second race", "Foundation", "5 min", "Amara Diallo", "2024-02-12 09:00:00.000Z",
		`<p>Seven events over two days teach you that no single discipline wins a heptathlon. Consistency does. When I stepped off the track for the last time, I wanted to bring that lesson to young people who have the talent but not the means.</p>
<h2>From the podium to the classroom</h2>
<p>Most of the athletes I grew up with stopped training at sixteen, not for lack of will, but because school fees, shoes and transport cost more than their families could give. The foundation exists to remove those obstacles, one athlete at a time.</p>
<blockquote>Talent is everywhere. Opportunity is not.</blockquote>
<p>Every donation goes to a named programme, and we publish what each one achieved.</p>`},
	{"seedblog0000002", "Sponsoring an athlete: what 100 euros a year pays for", "Sponsorship", "4 min", "Amara Diallo", "2024-03-05 09:00:00.000Z",
		`<p>For less than 100 euros a year, a sponsor covers a full school year for a young athlete in Africa: fees, uniform, books and a meal on training days.</p>
<ul><li>School fees for three terms</li><li>A pair of running shoes sized for growth</li><li>Transport to regional competitions</li></ul>
<p>University students need a little more, under 200 euros a year, because they also need housing close to their training ground.</p>`},
	{"seedblog0000003", "Long jump clinic in Dakar", "Events", "6 min", "Coach Ibrahima Sow", "2024-04-18 09:00:00.000Z",
		`<p>Forty young jumpers joined our three-day clinic. We worked on the approach run first: a consistent run-up is worth more than raw speed.</p>
<h3>Day one: rhythm</h3><p>Sixteen strides, marked with chalk, repeated until each athlete could hit the board without looking.</p>
<h3>Day two: take-off</h3><p>Penultimate step lower, last step quick. The sand pit was busy until sunset.</p>
<p>Day three ended with a friendly competition and a personal best for more than half of the group.</p>`},
	{"seedblog0000004", "Equipment drive: 300 pairs of spikes delivered", "Equipment", "3 min", "Fatou Ndiaye", "2024-06-02 09:00:00.000Z",
		`<p>Thanks to your gifts, 300 pairs of spikes, 120 starting blocks and a full set of hurdles reached eight partner schools this spring.</p>
<p>Each school signed an equipment charter: the gear stays at the school, is shared between classes, and is checked by a coach every term.</p>`},
	{"seedblog0000005", "Mental health on the track", "Health", "7 min", "Dr. Claire Martin", "2024-08-21 09:00:00.000Z",
		`<p>Performance and well-being are not opposites. Our coaches now follow a short training in recognising stress and burnout in teenage athletes.</p>
<h2>Three habits we teach</h2>
<ol><li>Sleep before speed: eight hours is part of the plan.</li><li>A training diary that records mood as well as times.</li><li>One day a week with no sport at all.</li></ol>
<p>Athletes who keep the diary report less anxiety before competitions.</p>`},
	{"seedblog0000006", "Coaches' training week in Abidjan", "Coaching", "5 min", "Coach Ibrahima Sow", "2024-10-09 09:00:00.000Z",
		`<p>Twenty-two coaches and sports teachers from five countries spent a week together on planning, injury prevention and athlete safeguarding.</p>
<p>Each coach left with a season plan for their group and a mentor to call when in doubt.</p>`},
	{"seedblog0000007", "Community day: 600 runners for a good cause", "Community", "4 min", "Fatou Ndiaye", "2025-01-26 09:00:00.000Z",
		`<p>Our first community run gathered 600 runners, walkers and families. Volunteers ran the water stations, the finish line and the kids' obstacle course.</p>
<p>The entry fees paid for a year of coaching for twelve athletes.</p>`},
	{"seedblog0000008", "Meet Awa, 17, hurdler and future engineer", "Athletes", "6 min", "Amara Diallo", "2025-04-14 09:00:00.000Z",
		`<p>Awa trains before school, five mornings a week. Her sponsor pays her fees at a science high school, and she dreams of building bridges.</p>
<blockquote>I used to choose between books and shoes. Now I have both.</blockquote>
<p>Her 100 m hurdles time dropped by almost a second this season.</p>`},
	{"seedblog0000009", "Transparency report: where your euros went", "Foundation", "8 min", "Amara Diallo", "2025-09-30 09:00:00.000Z",
		`<p>95% of the funds we receive are invested directly in our actions. The remaining 5% covers bank fees, the website and the annual audit.</p>
<h2>Breakdown</h2>
<ul><li>Sponsorships: 52%</li><li>Equipment: 21%</li><li>Coach training: 14%</li><li>Events and health programmes: 8%</li></ul>
<p>The full audited accounts are available on request.</p>`},
	{"seedblog0000010", "Volunteering with us: your first season", "Volunteering", "5 min", "Fatou Ndiaye", "2026-03-03 09:00:00.000Z",
		`<p>Volunteers time races, drive athletes to competitions, tutor homework and mend equipment. No sports background is needed, only reliability.</p>
<p>Write to us through the contact page and tell us what you enjoy doing.</p>`},
}

var seedProducts = []seedProduct{
	{"seedprod0000001", "Foundation Mug", "A generous ceramic mug for the morning coffee before training. Dishwasher safe, printed with the foundation's logo.", "Mug", 12.90,
		[]string{"350 ml", "450 ml"}, []string{"White", "Navy"}, 0},
	{"seedprod0000002", "Team T-shirt", "Soft organic cotton T-shirt worn by our volunteers at every event. Every sale pays for a day of coaching.", "T-shirt", 24.00,
		[]string{"S", "M", "L", "XL"}, []string{"Sky blue", "Black", "White"}, 0},
	{"seedprod0000003", "Performance T-shirt", "Light, breathable running T-shirt with flat seams, made for long training sessions in the heat.", "T-shirt", 32.50,
		[]string{"XS", "S", "M", "L", "XL"}, []string{"Orange", "Navy"}, 1},
	{"seedprod0000004", "Training Tote Bag", "Sturdy canvas tote with room for spikes, a towel and a water bottle. Reinforced handles.", "Bag", 18.00,
		[]string{"One size"}, []string{"Natural", "Navy"}, 0},
	{"seedprod0000005", "Sport Backpack", "A 25 litre backpack with a separate shoe compartment and a padded laptop sleeve for school days.", "Bag", 45.00,
		[]string{"25 L"}, []string{"Black", "Sky blue"}, 1},
	{"seedprod0000006", "Foundation Cap", "Adjustable cotton cap that keeps the sun out of your eyes on the track or in the stands.", "Accessories", 16.50,
		[]string{"Adjustable"}, []string{"Navy", "White"}, 0},
	{"seedprod0000007", "Water Bottle", "Insulated steel bottle that keeps water cold for 24 hours. Leak-proof lid.", "Accessories", 21.00,
		[]string{"500 ml", "750 ml"}, []string{"Green", "Sky blue"}, 1},
	{"seedprod0000008", "Pen Set", "Three recycled-plastic ballpoint pens in foundation colours, for notes from the classroom to the coaching clinic.", "Pens", 7.50,
		[]string{"Set of 3"}, []string{"Blue", "Orange"}, 0},
	{"seedprod0000009", "Finisher Towel", "Quick-dry microfibre towel, compact enough for any kit bag, given to every community-run finisher.", "Others", 14.00,
		[]string{"Standard", "Large"}, []string{"Sky blue", "Orange"}, 0},
}

// Four amounts, each offered weekly and monthly; the ids double as demo
// Stripe price and PayPal plan references until real ones are set in the dashboard.
var seedPlans = []seedPlan{
	{"seedplanweek080", "week", 8000}, {"seedplanweek050", "week", 5000},
	{"seedplanweek020", "week", 2000}, {"seedplanweek010", "week", 1000},
	{"seedplanmonth80", "month", 8000}, {"seedplanmonth50", "month", 5000},
	{"seedplanmonth20", "month", 2000}, {"seedplanmonth10", "month", 1000},
}
