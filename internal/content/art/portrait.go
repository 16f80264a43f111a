package art

import (
	"image/color"
	"math"
)

const portraitSize = 256

var (
	portraitBgs = []color.NRGBA{hex("#0ea5e9"), hex("#f97316"), hex("#22c55e"), hex("#a855f7"), hex("#f43f5e"), hex("#14b8a6"), hex("#eab308"), hex("#0369a1")}
	hairColors  = []color.NRGBA{hex("#1c1917"), hex("#3f2a1d"), hex("#6b3e26"), hex("#a0522d"), hex("#d6a756"), hex("#9ca3af")}
)

// Portrait returns a 256x256 JPEG avatar. Hair style, skin tone, hair colour and
// background cycle with coprime-ish strides so that nearby variants rarely share more
// than one trait.
func Portrait(variant int) []byte {
	v := variant
	style := pick(v, 7)
	skin := skinTones[pick(v*3+v/7, len(skinTones))]
	hair := hairColors[pick(v*5+v/11, len(hairColors))]
	bgIdx := pick(v*3+v/8+1, len(portraitBgs))
	bg := portraitBgs[bgIdx]
	shirt := darken(portraitBgs[pick(bgIdx+3, len(portraitBgs))], 0.15)

	// The figure is drawn on its own layer and then stamped through a disc, which clips
	// the shoulders to the round background.
	f := newCanvas(portraitSize, portraitSize)
	f.fill(rect(0, 0, portraitSize, portraitSize), linear{pt{0, 0}, pt{portraitSize, portraitSize}, lighten(bg, 0.25), darken(bg, 0.1)})
	const cx, cy = 128.0, 112.0
	if style == 1 || style == 5 {
		f.fillC(hairBack(style, cx, cy), darken(hair, 0.1))
	}
	if style == 6 {
		f.fillC(ellipse(cx, cy+4, 60, 66), shirt)
		f.fillC(poly(pt{cx - 58, cy + 10}, pt{cx + 58, cy + 10}, pt{cx + 80, 200}, pt{cx - 80, 200}), shirt)
	}
	f.fillC(rect(cx-18, cy+30, 36, 50), darken(skin, 0.12))
	f.fill(ellipse(cx, 258, 100, 76), vgrad(182, 256, lighten(shirt, 0.1), darken(shirt, 0.1)))
	if style == 6 {
		f.fillC(ellipse(cx, cy+56, 40, 30), darken(shirt, 0.12))
	} else {
		f.fillC(ellipse(cx, 184, 22, 12), darken(skin, 0.12))
	}
	f.fillC(append(circle(cx-44, cy+6, 10), circle(cx+44, cy+6, 10)...), darken(skin, 0.05))
	f.fill(ellipse(cx, cy, 44, 50), linear{pt{cx - 44, cy - 50}, pt{cx + 44, cy + 50}, lighten(skin, 0.08), darken(skin, 0.06)})
	if style == 6 {
		f.fillC(path{append(arc(cx, cy+4, 52, 60, math.Pi*1.02, math.Pi*1.98), cubic(pt{cx + 50, cy - 12}, pt{cx + 20, cy - 34}, pt{cx - 20, cy - 34}, pt{cx - 50, cy - 12})...)}, shirt)
	} else {
		f.fillC(hairTop(style, cx, cy), hair)
	}
	eye := darken(skin, 0.75)
	f.fillC(append(ellipse(cx-16, cy+6, 4.5, 5.5), ellipse(cx+16, cy+6, 4.5, 5.5)...), eye)
	f.fillC(stroke(4, arc(cx, cy+14, 15, 12, math.Pi*0.2, math.Pi*0.8)...), alpha(eye, 200))
	f.fillC(append(circle(cx-26, cy+20, 7), circle(cx+26, cy+20, 7)...), alpha(hex("#f43f5e"), 40))

	c := newCanvas(portraitSize, portraitSize)
	c.fillC(rect(0, 0, portraitSize, portraitSize), hex("#f8fafc"))
	c.fill(circle(cx, 128, 127), f.img)
	return c.jpeg(85)
}

// hairBack is the part of long hair and ponytails that falls behind the head.
func hairBack(style int, cx, cy float64) path {
	if style == 1 {
		return rrect(cx-54, cy-50, 108, 150, 48)
	}
	return rotate(ellipse(cx+52, cy+20, 18, 44), pt{cx + 52, cy - 20}, -0.5)
}

// hairTop covers the crown and forehead; the style decides its outline.
func hairTop(style int, cx, cy float64) path {
	capWithFringe := func(ry, fringe float64) path {
		pts := arc(cx, cy, 47, ry, math.Pi*0.95, math.Pi*2.05)
		pts = append(pts, cubic(pts[len(pts)-1], pt{cx + 30, cy - fringe}, pt{cx - 10, cy - fringe - 18}, pts[0])...)
		return path{pts}
	}
	switch style {
	case 2: // bun
		return append(capWithFringe(54, 20), circle(cx, cy-58, 22)...)
	case 3: // curls
		var p path
		for i := range 11 {
			a := math.Pi*0.9 + float64(i)*math.Pi*1.2/10
			q := pt{cx, cy - 4}.add(polar(48, a))
			p = append(p, circle(q.x, q.y, 17)...)
		}
		return append(p, ellipse(cx, cy-26, 46, 30)...)
	case 4: // buzz cut
		return capWithFringe(52, 34)
	default:
		return capWithFringe(56, 16)
	}
}
