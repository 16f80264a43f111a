package art

import (
	"image/color"
	"math"
	"math/rand/v2"
)

const (
	coverW = 1200
	coverH = 675
)

type palette struct {
	skyTop, skyBottom, accent, ground color.NRGBA
}

var coverPalettes = []palette{
	{hex("#0369a1"), hex("#7dd3fc"), hex("#fbbf24"), hex("#16a34a")}, // foundation blue day
	{hex("#9a3412"), hex("#fdba74"), hex("#fef08a"), hex("#65a30d")}, // sunset
	{hex("#0ea5e9"), hex("#e0f2fe"), hex("#f97316"), hex("#22c55e")}, // bright morning
	{hex("#312e81"), hex("#f9a8d4"), hex("#fcd34d"), hex("#15803d")}, // dusk
	{hex("#0f766e"), hex("#a7f3d0"), hex("#fb923c"), hex("#15803d")}, // fresh teal
	{hex("#c2410c"), hex("#fde68a"), hex("#fff7ed"), hex("#ca8a04")}, // savanna
}

var (
	trackRed  = hex("#c8553d")
	navy      = hex("#0f2942")
	skinTones = []color.NRGBA{hex("#f1c7a5"), hex("#e0a47a"), hex("#c68642"), hex("#a0674b"), hex("#7b4a32"), hex("#5a3825"), hex("#f6d5bd")}
)

type motif struct {
	draw    func(*canvas, palette, *rand.Rand)
	palette int // the palette the motif was designed with; later variants rotate away from it
}

var motifs = []motif{
	{coverTrack, 2},
	{coverLongJump, 0},
	{coverHurdles, 4},
	{coverStadium, 1},
	{coverRunner, 3},
	{coverChildren, 2},
	{coverSchool, 5},
	{coverMountains, 0},
}

// BlogCover returns a 1200x675 JPEG illustration. The variant picks the motif (cycling
// through all of them first) and then the colour palette and small random details, so
// consecutive variants always look different.
func BlogCover(variant int) []byte {
	m := motifs[pick(variant, len(motifs))]
	round := variant / len(motifs)
	if variant%len(motifs) < 0 {
		round-- // floor division, so negative variants keep cycling palettes
	}
	pal := coverPalettes[pick(m.palette+round, len(coverPalettes))]
	c := newCanvas(coverW, coverH)
	m.draw(c, pal, rand.New(rand.NewPCG(uint64(int64(variant)), 0x5eed)))
	return c.jpeg(82)
}

func (c *canvas) sky(p palette, horizon float64) {
	c.fill(rect(0, 0, coverW, horizon+2), vgrad(0, horizon, p.skyTop, p.skyBottom))
}

func (c *canvas) sun(x, y, r float64, col color.NRGBA) {
	c.fill(circle(x, y, r*2.6), radial{pt{x, y}, r * 2.6, r * 2.6, alpha(col, 110), alpha(col, 0)})
	c.fillC(circle(x, y, r), col)
}

func (c *canvas) cloud(x, y, s float64, col color.NRGBA) {
	p := rrect(x-1.6*s, y-0.35*s, 3.2*s, 0.7*s, 0.35*s)
	p = append(p, circle(x-0.6*s, y-0.35*s, 0.6*s)...)
	p = append(p, circle(x+0.35*s, y-0.5*s, 0.8*s)...)
	c.fillC(p, col)
}

func (c *canvas) clouds(rng *rand.Rand, n int, yMax float64, col color.NRGBA) {
	for i := range n {
		x := (float64(i) + 0.2 + 0.6*rng.Float64()) * coverW / float64(n)
		c.cloud(x, 60+rng.Float64()*(yMax-60), 28+rng.Float64()*22, col)
	}
}

// stands draws a distant grandstand skyline with floodlights sitting on the horizon.
func (c *canvas) stands(rng *rand.Rand, horizon float64, col color.NRGBA) {
	var p path
	for x := -20.0; x < coverW; {
		w := 60 + rng.Float64()*120
		h := 28 + rng.Float64()*38
		p = append(p, rect(x, horizon-h, w+1, h+2)...)
		x += w
	}
	c.fillC(p, col)
	for _, x := range []float64{120, 470, 830, 1090} {
		top := horizon - 150 - rng.Float64()*30
		c.fillC(rect(x-3, top, 6, horizon-top), col)
		c.fill(circle(x, top, 70), radial{pt{x, top}, 70, 70, alpha(white, 90), alpha(white, 0)})
		c.fillC(rrect(x-24, top-16, 48, 22, 4), lighten(col, 0.85))
	}
}

// taper is a straight band whose width changes along its length, used for lines seen in
// perspective.
func taper(a, b pt, wa, wb float64) path {
	dx, dy := b.x-a.x, b.y-a.y
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l/2, dx/l/2
	return poly(pt{a.x + nx*wa, a.y + ny*wa}, pt{b.x + nx*wb, b.y + ny*wb}, pt{b.x - nx*wb, b.y - ny*wb}, pt{a.x - nx*wa, a.y - ny*wa})
}

// ribbon widens a centre line into a band, linearly from w0 to w1.
func ribbon(centre []pt, w0, w1 float64) path {
	n := len(centre)
	out := make([]pt, 2*n)
	for i, q := range centre {
		a, b := centre[max(i-1, 0)], centre[min(i+1, n-1)]
		dx, dy := b.x-a.x, b.y-a.y
		l := math.Hypot(dx, dy)
		w := (w0 + (w1-w0)*float64(i)/float64(n-1)) / 2
		nx, ny := -dy/l*w, dx/l*w
		out[i] = pt{q.x + nx, q.y + ny}
		out[2*n-1-i] = pt{q.x - nx, q.y - ny}
	}
	return path{out}
}

// coverTrack: straight running lanes vanishing towards a stadium on the horizon.
func coverTrack(c *canvas, p palette, rng *rand.Rand) {
	const hz = 300.0
	c.sky(p, hz)
	c.sun(960, 130, 46, lighten(p.accent, 0.3))
	c.clouds(rng, 3, 180, alpha(white, 200))
	c.stands(rng, hz, darken(p.skyTop, 0.4))
	c.fill(rect(0, hz, coverW, coverH-hz), vgrad(hz, coverH, lighten(p.ground, 0.2), darken(p.ground, 0.1)))

	vp := pt{600, 170}
	const lanes = 8
	at := func(i int, y float64) pt {
		b := pt{-420 + float64(i)*2040/lanes, coverH}
		return lerpPt(vp, b, (y-vp.y)/(b.y-vp.y))
	}
	c.fill(poly(at(0, hz), at(lanes, hz), at(lanes, coverH), at(0, coverH)), vgrad(hz, coverH, darken(trackRed, 0.18), trackRed))
	// Every other lane slightly lighter gives the surface some texture without noise.
	for i := 1; i < lanes; i += 2 {
		c.fillC(poly(at(i, hz), at(i+1, hz), at(i+1, coverH), at(i, coverH)), alpha(white, 14))
	}
	for i := 0; i <= lanes; i++ {
		c.fillC(taper(at(i, hz), at(i, coverH), 1.2, 9), alpha(white, 235))
	}
	for _, y := range []float64{352, 540} {
		th := (y - vp.y) / 22
		c.fillC(poly(at(0, y), at(lanes, y), at(lanes, y+th), at(0, y+th)), alpha(white, 235))
	}
}

// coverLongJump: a jumper sailing over the sand pit with the dotted flight path behind.
func coverLongJump(c *canvas, p palette, rng *rand.Rand) {
	const hz = 430.0
	c.sky(p, hz)
	c.clouds(rng, 4, 260, alpha(white, 190))
	c.fill(rect(0, hz, coverW, coverH-hz), vgrad(hz, coverH, lighten(p.ground, 0.25), p.ground))
	c.fillC(poly(pt{-10, 520}, pt{470, 505}, pt{470, 560}, pt{-10, 600}), trackRed)
	c.fillC(poly(pt{455, 505}, pt{478, 505}, pt{478, 560}, pt{455, 561}), white)
	sand := hex("#f6d38b")
	c.fill(rrect(490, 492, 660, 82, 30), vgrad(492, 574, darken(sand, 0.12), sand))
	c.fillC(rrect(490, 492, 660, 14, 7), alpha(darken(sand, 0.3), 120))
	c.softShadow(830, 540, 110, 16, 110)
	for i := range 14 {
		x := 800 + rng.Float64()*120
		c.fillC(circle(x, 520+rng.Float64()*30, 2+rng.Float64()*4), darken(sand, 0.08+0.1*float64(i%2)))
	}
	// Flight path from the take-off board up to the jumper.
	for i := range 9 {
		t := float64(i) / 9
		x := 470 + t*260
		y := 505 - math.Sin(t*math.Pi*0.62)*190
		c.fillC(circle(x, y, 4), alpha(white, 200))
	}
	c.athlete(pt{790, 340}, 80, poseJump, navy, lighten(navy, 0.3))
}

// coverHurdles: a hurdler clearing a barrier in a lane, with rows of hurdles behind.
func coverHurdles(c *canvas, p palette, rng *rand.Rand) {
	const hz = 330.0
	c.sky(p, hz)
	c.clouds(rng, 3, 200, alpha(white, 190))
	c.stands(rng, hz, darken(p.skyTop, 0.35))
	c.fill(rect(0, hz, coverW, coverH-hz), vgrad(hz, coverH, darken(trackRed, 0.2), trackRed))
	lines := []float64{hz, 352, 382, 422, 475, 545, 640}
	for _, y := range lines[1:] {
		c.fillC(rect(0, y, coverW, 2+(y-hz)/60), alpha(white, 220))
	}
	c.fillC(rect(0, hz, coverW, 6), lighten(p.ground, 0.1))
	hurdle := func(x, base, h float64) {
		k := h / 110
		post := darken(navy, 0.2)
		c.fillC(rect(x-40*k, base-h, 6*k, h), post)
		c.fillC(rect(x+34*k, base-h, 6*k, h), post)
		c.fillC(rect(x-52*k, base-3*k, 30*k, 5*k), post)
		c.fillC(rect(x+22*k, base-3*k, 30*k, 5*k), post)
		c.fillC(rect(x-46*k, base-h-14*k, 92*k, 16*k), white)
		for _, o := range []float64{-30, 2} {
			c.fillC(rect(x+o*k, base-h-14*k, 14*k, 16*k), navy)
		}
	}
	for i := range 6 {
		hurdle(90+float64(i)*230, 400, 42)
	}
	for i := range 5 {
		hurdle(40+float64(i)*300, 455, 62)
	}
	c.softShadow(640, 598, 120, 14, 120)
	hurdle(640, 595, 110)
	for _, x := range []float64{160, 1120} {
		hurdle(x, 595, 110)
	}
	c.athlete(pt{600, 450}, 78, poseHurdle, navy, lighten(navy, 0.3))
}

// coverStadium: the inside of a stadium bowl at sunset, sun setting behind the stands.
func coverStadium(c *canvas, p palette, rng *rand.Rand) {
	c.fill(rect(0, 0, coverW, coverH), vgrad(0, 520, p.skyTop, p.skyBottom))
	c.clouds(rng, 3, 150, alpha(lighten(p.skyBottom, 0.5), 150))
	c.sun(600, 300, 120, lighten(p.accent, 0.2))
	stand := darken(p.skyTop, 0.35)
	for i := range 7 {
		f := float64(i)
		c.fillC(ellipse(600, 800, 1000-f*36, 420-f*36), mix(stand, p.skyTop, f*0.07))
		c.fillC(stroke(2, arc(600, 800, 1000-f*36-18, 420-f*36-18, math.Pi, 2*math.Pi)...), alpha(black, 40))
	}
	for _, x := range []float64{90, 1110} {
		c.fillC(rect(x-5, 110, 10, 300), stand)
		c.fill(circle(x, 110, 110), radial{pt{x, 110}, 110, 110, alpha(white, 110), alpha(white, 0)})
		c.fillC(rrect(x-40, 86, 80, 40, 6), lighten(p.accent, 0.7))
	}
	c.fillC(ellipse(600, 720, 780, 250), darken(p.ground, 0.2))
	c.fillC(ellipse(600, 725, 700, 215), trackRed)
	for i := 1; i < 6; i++ {
		f := float64(i)
		c.fillC(stroke(2, arc(600, 725, 700-f*20, 215-f*14, math.Pi, 2*math.Pi)...), alpha(white, 200))
	}
	c.fill(ellipse(600, 740, 560, 130), vgrad(610, 740, p.ground, lighten(p.ground, 0.15)))
	c.fillC(stroke(3, arc(600, 740, 250, 60, math.Pi, 2*math.Pi)...), alpha(white, 120))
}

// coverRunner: one big stylised sprinter against a sun disc with speed lines.
func coverRunner(c *canvas, p palette, rng *rand.Rand) {
	c.fill(rect(0, 0, coverW, coverH), linear{pt{0, 0}, pt{coverW, coverH}, p.skyTop, p.skyBottom})
	c.sun(760, 300, 210, alpha(p.accent, 235))
	for i := range 7 {
		y := 200 + float64(i)*48 + rng.Float64()*20
		x := 120 + rng.Float64()*180
		c.fillC(stroke(8, pt{x, y}, pt{x + 180 + rng.Float64()*160, y}), alpha(white, 120))
	}
	c.fill(rect(0, 560, coverW, coverH-560), vgrad(560, coverH, darken(p.skyTop, 0.3), darken(p.skyTop, 0.5)))
	c.softShadow(640, 566, 170, 12, 140)
	c.athlete(pt{650, 395}, 110, poseRun, white, lighten(p.skyTop, 0.55))
}

// coverChildren: a group of kids cheering on a green field with a ball.
func coverChildren(c *canvas, p palette, rng *rand.Rand) {
	const hz = 380.0
	c.sky(p, hz+60)
	c.sun(1040, 110, 56, p.accent)
	c.clouds(rng, 3, 200, alpha(white, 210))
	hill := func(y0, amp float64, col color.NRGBA) {
		pts := []pt{{0, coverH}, {0, y0}}
		pts = append(pts, cubic(pt{0, y0}, pt{400, y0 - amp}, pt{800, y0 + amp}, pt{coverW, y0 - amp/2})...)
		pts = append(pts, pt{coverW, coverH})
		c.fillC(path{pts}, col)
	}
	hill(hz-20, 70, lighten(p.ground, 0.35))
	hill(hz+40, -50, p.ground)
	tree := func(x, y, s float64) {
		c.fillC(rect(x-s*0.08, y-s*0.7, s*0.16, s*0.7), hex("#7c4a2d"))
		c.fillC(circle(x, y-s, s*0.55), darken(p.ground, 0.25))
		c.fillC(circle(x-s*0.18, y-s*1.1, s*0.32), darken(p.ground, 0.12))
	}
	tree(140, 420, 110)
	tree(1080, 400, 80)
	shirts := []color.NRGBA{hex("#0ea5e9"), hex("#f97316"), hex("#facc15"), hex("#ef4444"), hex("#8b5cf6"), hex("#14b8a6"), hex("#ec4899")}
	hair := []color.NRGBA{hex("#1f1410"), hex("#3b2416"), hex("#111827")}
	n := 6
	for i := range n {
		x := 300 + float64(i)*120 + rng.Float64()*20
		h := 150 + rng.Float64()*50
		base := 600 + rng.Float64()*20
		c.softShadow(x, base, 50, 9, 90)
		c.child(pt{x, base}, h, shirts[rng.IntN(len(shirts))], skinTones[rng.IntN(len(skinTones))], hair[rng.IntN(len(hair))], i%2 == 0)
	}
	c.ball(980, 600, 34)
}

// ball draws a football; the pentagons stay inside the outline, which reads fine at these sizes.
func (c *canvas) ball(x, y, r float64) {
	c.softShadow(x, y+r*0.95, r*1.2, r*0.25, 120)
	c.fill(circle(x, y, r), radial{pt{x - r*0.35, y - r*0.35}, r * 1.6, r * 1.6, white, hex("#cbd5e1")})
	dark := hex("#1e293b")
	pent := func(cx, cy, s, rot float64) {
		pts := make([]pt, 5)
		for i := range pts {
			pts[i] = pt{cx, cy}.add(polar(s, rot+float64(i)*2*math.Pi/5-math.Pi/2))
		}
		c.fillC(path{pts}, dark)
	}
	pent(x, y, r*0.3, 0)
	for i := range 5 {
		a := float64(i)*2*math.Pi/5 - math.Pi/2
		q := pt{x, y}.add(polar(r*0.78, a))
		pent(q.x, q.y, r*0.17, a+math.Pi/5)
	}
}

// coverSchool: a small rural schoolhouse under an acacia with a football in front.
func coverSchool(c *canvas, p palette, rng *rand.Rand) {
	const hz = 450.0
	c.sky(p, hz)
	c.sun(300, 200, 70, lighten(p.accent, 0.2))
	c.clouds(rng, 2, 160, alpha(white, 160))
	c.fillC(poly(pt{0, hz + 10}, pt{260, hz - 40}, pt{520, hz - 10}, pt{780, hz - 50}, pt{coverW, hz}, pt{coverW, coverH}, pt{0, coverH}), darken(p.skyBottom, 0.25))
	earth := hex("#d9a066")
	c.fill(rect(0, hz, coverW, coverH-hz), vgrad(hz, coverH, earth, darken(earth, 0.2)))

	// Acacia: forked trunk with a flat, wide canopy.
	bark := hex("#4a2f1d")
	c.fillC(stroke(16, pt{180, 600}, pt{190, 470}, pt{140, 360}), bark)
	c.fillC(stroke(12, pt{190, 470}, pt{250, 370}), bark)
	canopy := hex("#4d7c0f")
	c.fillC(append(append(ellipse(190, 350, 170, 38), ellipse(110, 340, 90, 28)...), ellipse(270, 335, 100, 30)...), canopy)

	wall, roof := hex("#fef3c7"), hex("#0369a1")
	c.softShadow(720, 600, 330, 26, 110)
	c.fillC(rect(450, 420, 540, 180), wall)
	c.fillC(rect(450, 420, 540, 28), alpha(darken(wall, 0.3), 90))
	c.fillC(poly(pt{420, 430}, pt{520, 330}, pt{920, 330}, pt{1020, 430}), roof)
	c.fillC(poly(pt{420, 430}, pt{1020, 430}, pt{1020, 442}, pt{420, 442}), darken(roof, 0.3))
	c.fillC(rect(690, 480, 70, 120), hex("#9a3412"))
	for _, x := range []float64{500, 590, 810, 900} {
		c.fillC(rect(x, 480, 60, 55), hex("#1e3a5f"))
		c.fillC(rect(x, 505, 60, 5), wall)
		c.fillC(rect(x+27, 480, 5, 55), wall)
	}
	c.fillC(rect(1060, 250, 6, 350), hex("#64748b"))
	var flag []pt
	flag = append(flag, cubic(pt{1066, 255}, pt{1110, 240}, pt{1120, 275}, pt{1170, 260})...)
	flag = append(flag, cubic(pt{1170, 260}, pt{1170, 280}, pt{1170, 300}, pt{1170, 320})...)
	flag = append(flag, cubic(pt{1170, 320}, pt{1120, 335}, pt{1110, 300}, pt{1066, 315})...)
	c.fillC(path{append([]pt{{1066, 255}}, flag...)}, hex("#16a34a"))
	c.ball(560, 630, 30)
}

// coverMountains: layered ranges with a trail winding up towards a pass.
func coverMountains(c *canvas, p palette, rng *rand.Rand) {
	c.sky(p, coverH)
	c.sun(900, 105, 55, lighten(p.accent, 0.3))
	c.clouds(rng, 3, 180, alpha(white, 170))
	far, mid, near := mix(p.skyTop, p.skyBottom, 0.45), mix(p.skyTop, p.ground, 0.5), darken(p.ground, 0.15)
	c.ridge(rng, 330, 200, 5, far, true)
	c.ridge(rng, 420, 140, 6, mid, false)
	c.fill(path{append([]pt{{0, coverH}, {0, 520}}, append(cubic(pt{0, 520}, pt{350, 440}, pt{800, 560}, pt{coverW, 470}), pt{coverW, coverH})...)},
		vgrad(470, coverH, lighten(near, 0.15), near))
	trail := cubic(pt{640, 760}, pt{360, 640}, pt{820, 570}, pt{590, 498})
	c.fillC(ribbon(trail, 120, 6), hex("#e7c9a0"))
	c.athlete(trail[22].add(pt{0, -34}), 20, poseRun, navy, lighten(navy, 0.3))
}

// ridge draws a jagged mountain range whose peaks reach up to height above base.
func (c *canvas) ridge(rng *rand.Rand, base, height float64, peaks int, col color.NRGBA, snow bool) {
	pts := []pt{{0, coverH}, {0, base}}
	var tops []pt
	step := float64(coverW) / float64(peaks)
	for i := range peaks {
		x0 := float64(i) * step
		top := pt{x0 + step*(0.3+0.4*rng.Float64()), base - height*(0.5+0.5*rng.Float64())}
		tops = append(tops, top)
		pts = append(pts, top, pt{x0 + step, base - height*0.15*rng.Float64()})
	}
	pts = append(pts, pt{coverW, coverH})
	c.fillC(path{pts}, col)
	// A darker shade on the right flank of each peak fakes light coming from the left.
	for i, t := range tops {
		c.fillC(poly(t, pts[3+2*i], pt{t.x, base + 40}), alpha(black, 30))
		if snow {
			l, r := lerpPt(t, pts[1+2*i], 0.25), lerpPt(t, pts[3+2*i], 0.25)
			c.fillC(poly(t, r, lerpPt(t, pt{t.x, r.y}, 1.1), pt{t.x - (t.x-l.x)*0.3, l.y + 8}, l), alpha(white, 230))
		}
	}
}
