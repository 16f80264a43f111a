package art

import (
	"image"
	"image/color"
	"math"
	"sync"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/math/f64"
)

const productSize = 800

// cylinder shades a round surface lit from the upper left: a soft edge, a highlight at
// 30% of the way from p0 to p1 and a darker far side.
type cylinder struct {
	p0, p1 pt
	c      color.NRGBA
}

func (g cylinder) ColorModel() color.Model { return color.NRGBAModel }
func (g cylinder) Bounds() image.Rectangle { return image.Rect(-1<<20, -1<<20, 1<<20, 1<<20) }
func (g cylinder) At(x, y int) color.Color {
	dx, dy := g.p1.x-g.p0.x, g.p1.y-g.p0.y
	t := ((float64(x)+0.5-g.p0.x)*dx + (float64(y)+0.5-g.p0.y)*dy) / (dx*dx + dy*dy)
	hi := lighten(g.c, 0.22)
	if t < 0.3 {
		return mix(darken(g.c, 0.08), hi, t/0.3)
	}
	return mix(hi, darken(g.c, 0.3), (t-0.3)/0.7)
}

// detail says how view 1 re-frames the front drawing: zoom around focus, turn by angle
// and optionally mirror, which gives a believable second shot without a second drawing.
type detail struct {
	focus  pt
	zoom   float64
	angle  float64
	mirror bool
}

type product struct {
	// draw paints the item and its own floor shadow on a transparent layer; back asks
	// for the reverse side where the category has one.
	draw   func(c *canvas, col color.NRGBA, variant int, back bool)
	detail func(variant int) detail
}

var products = map[string]product{
	"Mug":         {drawMug, fixed(detail{pt{400, 430}, 1.2, 0, true})},
	"T-shirt":     {drawShirt, nil},
	"Bag":         {drawBag, fixed(detail{pt{400, 470}, 1.1, -0.14, false})},
	"Accessories": {drawAccessory, accessoryDetail},
	"Pens":        {drawPen, fixed(detail{pt{560, 300}, 1.9, 0.2, false})},
	"Others":      {drawOther, fixed(detail{pt{400, 400}, 1.35, 0.1, false})},
}

func fixed(d detail) func(int) detail { return func(int) detail { return d } }

// ProductImage returns an 800x800 JPEG of a shop item in colorHex (an invalid colour
// falls back to the foundation blue). View 0 is the front shot, any other view a second
// angle or close-up. Unknown categories get a generic parcel.
func ProductImage(category, colorHex string, view, variant int) []byte {
	col, ok := parseHex(colorHex)
	if !ok {
		col = hex("#0ea5e9")
	}
	c := newCanvas(productSize, productSize)
	copy(c.img.Pix, productBackdrop().Pix)

	p, known := products[category]
	if !known {
		p = product{draw: drawBox, detail: fixed(detail{pt{400, 420}, 1.15, 0, true})}
	}
	layer := newCanvas(productSize, productSize)
	p.draw(layer, col, variant, view != 0)
	if view == 0 || p.detail == nil {
		xdraw.Draw(c.img, c.img.Bounds(), layer.img, image.Point{}, xdraw.Over)
	} else {
		d := p.detail(variant)
		sx := d.zoom
		if d.mirror {
			sx = -sx
		}
		sin, cos := math.Sincos(d.angle)
		a, b, dd, e := cos*sx, -sin*d.zoom, sin*sx, cos*d.zoom
		m := f64.Aff3{a, b, 400 - a*d.focus.x - b*d.focus.y, dd, e, 420 - dd*d.focus.x - e*d.focus.y}
		xdraw.BiLinear.Transform(c.img, m, layer.img, layer.img.Bounds(), xdraw.Over, nil)
	}
	return c.jpeg(84)
}

// productBackdrop is the studio background shared by every product shot, rendered once
// because its full-frame gradients cost more than most items.
var productBackdrop = sync.OnceValue(func() *image.RGBA {
	c := newCanvas(productSize, productSize)
	c.fill(rect(0, 0, productSize, productSize), vgrad(0, productSize, hex("#f8fafc"), hex("#e2e8f0")))
	c.fill(circle(400, 380, 420), radial{pt{400, 380}, 420, 420, alpha(white, 200), alpha(white, 0)})
	return c.img
})

// logo is the foundation's running pictogram, used as the print on merchandise.
func (c *canvas) logo(x, y, s float64, col color.NRGBA) {
	c.athlete(pt{x - 0.1*s, y + 0.2*s}, s, poseRun, col, alpha(col, 150))
}

func drawMug(c *canvas, col color.NRGBA, variant int, _ bool) {
	const cx, top, bot, rx = 390.0, 250.0, 590.0, 140.0
	c.softShadow(cx+20, bot+4, 210, 30, 120)
	c.fillC(stroke(34, arc(cx+rx-10, 420, 90, 100, -math.Pi*0.42, math.Pi*0.42)...), darken(col, 0.18))
	body := []pt{{cx - rx, top}}
	body = append(body, arc(cx-rx+30, bot-30, 30, 30, math.Pi, math.Pi*0.5)...)
	body = append(body, arc(cx+rx-30, bot-30, 30, 30, math.Pi*0.5, 0)...)
	body = append(body, arc(cx, top, rx, 28, 0, -math.Pi)...)
	c.fill(path{body}, cylinder{pt{cx - rx, 0}, pt{cx + rx, 0}, col})
	c.fillC(ellipse(cx, top, rx, 28), lighten(col, 0.3))
	c.fill(ellipse(cx, top+2, rx-12, 21), vgrad(top-20, top+22, darken(col, 0.55), darken(col, 0.25)))
	if pick(variant, 2) == 1 {
		for _, y := range []float64{top + 50, top + 290} {
			c.fillC(path{append(arc(cx, y, rx, 22, 0, math.Pi), arc(cx, y+16, rx, 22, math.Pi, 0)...)}, alpha(white, 220))
		}
	}
	c.logo(cx-10, 430, 52, alpha(white, 235))
}

func drawShirt(c *canvas, col color.NRGBA, variant int, back bool) {
	c.softShadow(400, 660, 250, 26, 90)
	neckDip := 240.0
	if back {
		neckDip = 190
	}
	outline := []pt{{330, 165}, {250, 192}, {140, 300}, {205, 365}, {258, 325}}
	outline = append(outline, cubic(pt{258, 325}, pt{262, 450}, pt{255, 560}, pt{262, 650})...)
	outline = append(outline, cubic(pt{262, 650}, pt{350, 662}, pt{450, 662}, pt{538, 650})...)
	outline = append(outline, cubic(pt{538, 650}, pt{545, 560}, pt{538, 450}, pt{542, 325})...)
	outline = append(outline, pt{595, 365}, pt{660, 300}, pt{550, 192}, pt{470, 165})
	neck := cubic(pt{470, 165}, pt{455, neckDip}, pt{345, neckDip}, pt{330, 165})
	outline = append(outline, neck...)
	c.fill(path{outline}, linear{pt{250, 160}, pt{560, 660}, lighten(col, 0.1), darken(col, 0.12)})
	// Sleeve seams and a couple of folds keep the flat shape from reading as a sticker.
	c.fillC(stroke(4, pt{255, 195}, pt{258, 325}), alpha(black, 40))
	c.fillC(stroke(4, pt{545, 195}, pt{542, 325}), alpha(black, 40))
	c.fillC(stroke(10, cubic(pt{300, 560}, pt{330, 590}, pt{360, 600}, pt{380, 640})...), alpha(black, 18))
	c.fillC(stroke(10, cubic(pt{500, 450}, pt{480, 500}, pt{490, 560}, pt{470, 620})...), alpha(black, 14))
	c.fillC(stroke(14, append([]pt{{330, 165}}, neck...)...), darken(col, 0.2))
	if !back {
		c.fillC(path{append(cubic(pt{344, 172}, pt{360, 150}, pt{440, 150}, pt{456, 172}), cubic(pt{456, 172}, pt{440, neckDip - 18}, pt{360, neckDip - 18}, pt{344, 172})...)}, darken(col, 0.4))
		if pick(variant, 2) == 1 {
			c.fillC(rect(261, 420, 279, 34), alpha(white, 220))
		}
		c.fillC(circle(470, 300, 44), alpha(white, 40))
		c.logo(470, 300, 30, alpha(white, 235))
		return
	}
	c.fillC(stroke(5, cubic(pt{300, 180}, pt{350, 260}, pt{450, 260}, pt{500, 180})...), alpha(black, 25))
	c.logo(400, 300, 24, alpha(white, 200))
}

func drawBag(c *canvas, col color.NRGBA, variant int, _ bool) {
	c.softShadow(400, 664, 210, 26, 110)
	strap := darken(col, 0.25)
	c.fillC(stroke(20, arc(430, 330, 70, 150, math.Pi, 2*math.Pi)...), darken(strap, 0.2))
	body := []pt{{250, 320}, {550, 320}}
	body = append(body, arc(540, 640, 30, 20, 0, math.Pi/2)...)
	body = append(body, arc(260, 640, 30, 20, math.Pi/2, math.Pi)...)
	c.fill(path{body}, linear{pt{230, 320}, pt{570, 660}, lighten(col, 0.12), darken(col, 0.15)})
	c.fillC(rect(250, 320, 300, 26), darken(col, 0.12))
	c.fillC(stroke(4, pt{258, 352}, pt{542, 352}), alpha(white, 60))
	if pick(variant, 2) == 1 {
		for _, x := range []float64{300, 470} {
			c.fillC(poly(pt{x, 346}, pt{x + 30, 346}, pt{x + 33, 658}, pt{x + 3, 658}), alpha(white, 200))
		}
	}
	c.fillC(stroke(20, arc(370, 330, 70, 150, math.Pi, 2*math.Pi)...), strap)
	c.fillC(circle(400, 500, 70), alpha(white, 45))
	c.logo(400, 500, 48, alpha(white, 235))
}

func accessoryDetail(variant int) detail {
	switch pick(variant, 3) {
	case 0:
		return detail{pt{400, 440}, 1.15, 0, true}
	case 1:
		return detail{pt{400, 430}, 1.0, -0.5, false}
	}
	return detail{pt{400, 430}, 1.3, 0.25, false}
}

func drawAccessory(c *canvas, col color.NRGBA, variant int, _ bool) {
	switch pick(variant, 3) {
	case 0:
		drawCap(c, col)
	case 1:
		drawBottle(c, col)
	default:
		drawWristband(c, col)
	}
}

func drawCap(c *canvas, col color.NRGBA) {
	c.softShadow(430, 560, 260, 30, 110)
	c.fillC(ellipse(560, 530, 170, 34), darken(col, 0.35))
	c.fillC(path{append(arc(560, 520, 170, 34, -math.Pi*0.5, math.Pi*0.5), arc(560, 520, 120, 22, math.Pi*0.5, -math.Pi*0.5)...)}, darken(col, 0.1))
	crown := arc(400, 530, 190, 200, math.Pi, 2*math.Pi)
	crown = append(crown, arc(400, 530, 190, 24, 0, math.Pi)...)
	c.fill(path{crown}, cylinder{pt{210, 330}, pt{600, 530}, col})
	for _, a := range []float64{-0.35, 0.2} {
		end := pt{400 + 190*math.Sin(a)*1.05, 560}
		c.fillC(stroke(4, cubic(pt{400, 332}, pt{400 + 230*math.Sin(a), 360}, end.add(pt{0, -120}), end)...), alpha(black, 35))
	}
	c.fillC(ellipse(400, 330, 16, 9), darken(col, 0.3))
	c.fillC(stroke(10, arc(400, 530, 190, 24, 0, math.Pi)...), darken(col, 0.25))
	c.logo(380, 430, 40, alpha(white, 235))
}

func drawBottle(c *canvas, col color.NRGBA) {
	c.softShadow(400, 664, 130, 22, 130)
	steel := hex("#94a3b8")
	c.fill(rrect(362, 150, 76, 70, 14), cylinder{pt{362, 0}, pt{438, 0}, darken(steel, 0.2)})
	c.fillC(stroke(10, arc(438, 185, 30, 26, -math.Pi/2, math.Pi/2)...), darken(steel, 0.35))
	c.fill(poly(pt{372, 216}, pt{428, 216}, pt{470, 280}, pt{330, 280}), cylinder{pt{330, 0}, pt{470, 0}, lighten(steel, 0.2)})
	c.fill(rrect(320, 270, 160, 392, 42), cylinder{pt{320, 0}, pt{480, 0}, col})
	c.fillC(rect(320, 390, 160, 150), alpha(white, 210))
	c.logo(400, 462, 38, col)
	c.fillC(rrect(340, 290, 14, 80, 7), alpha(white, 90))
}

func drawWristband(c *canvas, col color.NRGBA) {
	const cx, cy, rx, ry, h = 400.0, 390.0, 200.0, 110.0, 90.0
	c.softShadow(cx, cy+h+ry-6, rx+50, 40, 110)
	band := func(a0, a1 float64) path {
		return path{append(arc(cx, cy, rx, ry, a0, a1), arc(cx, cy+h, rx, ry, a1, a0)...)}
	}
	c.fillC(band(math.Pi, 2*math.Pi), darken(col, 0.35))
	c.fill(band(0, math.Pi), cylinder{pt{cx - rx, 0}, pt{cx + rx, 0}, col})
	c.fillC(stroke(3, arc(cx, cy, rx, ry, 0, math.Pi)...), lighten(col, 0.35))
	c.logo(cx, cy+ry+h/2-8, 26, alpha(white, 235))
}

func drawPen(c *canvas, col color.NRGBA, variant int, _ bool) {
	const ang = -0.55
	ctr := pt{400, 400}
	// Several offset rotated ellipses approximate a blurred shadow along the pen.
	for i := range 5 {
		f := float64(i)
		c.fillC(rotate(ellipse(400, 440, 270-f*12, 26-f*4), ctr, ang), alpha(hex("#0f172a"), 14))
	}
	f := func(p path, src image.Image) { c.fill(rotate(p, ctr, ang), src) }
	shade := func(y0, y1 float64, base color.NRGBA) image.Image {
		axis := rotate(path{{{0, y0}, {0, y1}}}, ctr, ang)[0]
		return cylinder{axis[0], axis[1], base}
	}
	metal := hex("#cbd5e1")
	f(poly(pt{600, 382}, pt{650, 395}, pt{650, 405}, pt{600, 418}), shade(382, 418, metal))
	f(circle(652, 400, 5), image.NewUniform(darken(metal, 0.5)))
	grip := darken(col, 0.4)
	if pick(variant, 2) == 1 {
		grip = hex("#1e293b")
	}
	f(rrect(540, 380, 70, 40, 14), shade(380, 420, grip))
	f(rrect(150, 376, 410, 48, 22), shade(376, 424, col))
	f(rrect(140, 382, 40, 36, 12), shade(382, 418, metal))
	f(rrect(200, 364, 190, 16, 8), shade(364, 380, metal))
	f(rect(330, 376, 20, 48), shade(376, 424, metal))
}

func drawOther(c *canvas, col color.NRGBA, variant int, _ bool) {
	if pick(variant, 2) == 1 {
		drawMedal(c, col)
		return
	}
	// A stack of folded towels: soft pillowy slabs, the top one a lighter shade.
	c.softShadow(400, 630, 280, 30, 110)
	for i := range 3 {
		f := float64(i)
		x, y, w := 170+f*14, 500-f*112, 460-f*28
		tone := lighten(col, 0.08*f)
		c.fill(rrect(x, y, w, 118, 44), vgrad(y, y+118, lighten(tone, 0.12), darken(tone, 0.22)))
		c.fillC(stroke(6, pt{x + 40, y + 22}, pt{x + w - 40, y + 22}), alpha(white, 70))
		for _, dx := range []float64{w - 110, w - 84} {
			c.fillC(rect(x+dx, y+4, 12, 110), alpha(white, 190))
		}
	}
}

func drawMedal(c *canvas, col color.NRGBA) {
	gold := hex("#f2b62b")
	c.softShadow(400, 680, 170, 24, 110)
	c.fillC(poly(pt{250, 90}, pt{340, 90}, pt{440, 420}, pt{370, 440}), darken(col, 0.25))
	c.fillC(poly(pt{550, 90}, pt{460, 90}, pt{360, 420}, pt{430, 440}), col)
	c.fillC(poly(pt{495, 90}, pt{515, 90}, pt{400, 430}, pt{388, 424}), alpha(white, 180))
	c.fillC(rrect(360, 410, 80, 36, 10), darken(gold, 0.2))
	c.fill(circle(400, 540, 140), cylinder{pt{260, 400}, pt{540, 680}, gold})
	c.fill(circle(400, 540, 108), cylinder{pt{540, 680}, pt{260, 400}, gold})
	c.logo(405, 540, 52, darken(gold, 0.35))
}

// drawBox is the generic parcel used when a category is unknown.
func drawBox(c *canvas, col color.NRGBA, _ int, _ bool) {
	c.softShadow(400, 620, 280, 40, 110)
	top := []pt{{400, 220}, {640, 320}, {400, 420}, {160, 320}}
	c.fillC(path{top}, lighten(col, 0.25))
	c.fillC(poly(top[3], top[2], pt{400, 660}, pt{160, 560}), col)
	c.fillC(poly(top[2], top[1], pt{640, 560}, pt{400, 660}), darken(col, 0.25))
	c.fillC(poly(pt{270, 266}, pt{310, 249}, pt{550, 349}, pt{510, 366}), alpha(white, 150))
	c.fillC(poly(pt{510, 366}, pt{550, 349}, pt{550, 420}, pt{510, 437}), alpha(white, 110))
}
