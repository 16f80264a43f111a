// Package art draws the demo illustrations of the foundation site (blog covers, shop
// products, avatars) in code, so that the demo content carries no third-party imagery.
// Every function is deterministic: the same arguments always give the same JPEG bytes.
package art

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
	"strconv"

	"golang.org/x/image/vector"
)

type pt struct{ x, y float64 }

func (p pt) add(q pt) pt           { return pt{p.x + q.x, p.y + q.y} }
func (p pt) scale(s float64) pt    { return pt{p.x * s, p.y * s} }
func polar(r, a float64) pt        { return pt{r * math.Cos(a), r * math.Sin(a)} }
func lerpPt(a, b pt, t float64) pt { return pt{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t} }

// path is a set of closed polygons. Curves are flattened when a shape is built so that
// shapes can be rotated as plain point lists; the segments stay well under a pixel.
type path [][]pt

// canvas wraps the target image with one reusable rasterizer to avoid reallocating its
// coverage buffer for every shape.
type canvas struct {
	img *image.RGBA
	ras vector.Rasterizer
}

func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// fill paints the union of the polygons: every polygon is rasterized with the same
// orientation, so overlapping parts (stroke joints, hair curls) never cancel out and a
// translucent fill is applied once.
func (c *canvas) fill(p path, src image.Image) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, poly := range p {
		for _, q := range poly {
			minX, minY = math.Min(minX, q.x), math.Min(minY, q.y)
			maxX, maxY = math.Max(maxX, q.x), math.Max(maxY, q.y)
		}
	}
	if math.IsInf(minX, 0) {
		return
	}
	// Rasterizing only the bounding box keeps the cost proportional to the shape size.
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(c.img.Bounds())
	if r.Empty() {
		return
	}
	c.ras.Reset(r.Dx(), r.Dy())
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for _, poly := range p {
		if len(poly) < 3 {
			continue
		}
		n := len(poly)
		at := func(i int) pt { return poly[i] }
		if signedArea(poly) < 0 {
			at = func(i int) pt { return poly[n-1-i] }
		}
		for i := range n {
			q := at(i)
			x, y := float32(q.x-ox), float32(q.y-oy)
			if i == 0 {
				c.ras.MoveTo(x, y)
			} else {
				c.ras.LineTo(x, y)
			}
		}
		c.ras.ClosePath()
	}
	if _, uniform := src.(*image.Uniform); uniform {
		c.ras.Draw(c.img, r, src, r.Min)
		return
	}
	// The rasterizer's own path for non-uniform sources goes through dst.At/Set per
	// pixel; rendering a coverage mask and letting image/draw composite is much faster.
	mask := image.NewAlpha(image.Rect(0, 0, r.Dx(), r.Dy()))
	c.ras.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	draw.DrawMask(c.img, r, src, r.Min, mask, image.Point{}, draw.Over)
}

func (c *canvas) fillC(p path, col color.Color) { c.fill(p, image.NewUniform(col)) }

func (c *canvas) jpeg(quality int) []byte {
	var buf bytes.Buffer
	// Encoding into memory cannot fail for an RGBA image.
	_ = jpeg.Encode(&buf, c.img, &jpeg.Options{Quality: quality})
	return buf.Bytes()
}

func signedArea(poly []pt) float64 {
	a := 0.0
	for i, p := range poly {
		q := poly[(i+1)%len(poly)]
		a += p.x*q.y - q.x*p.y
	}
	return a / 2
}

func rect(x, y, w, h float64) path {
	return path{{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}}
}

func poly(pts ...pt) path { return path{pts} }

// arc returns points on an ellipse from angle a0 to a1 (radians, y axis down), with a
// segment count that grows with the radius so big shapes stay smooth.
func arc(cx, cy, rx, ry, a0, a1 float64) []pt {
	n := int(math.Ceil(math.Abs(a1-a0) * math.Max(rx, ry) / 3))
	n = max(n, 8)
	pts := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		pts = append(pts, pt{cx + rx*math.Cos(a), cy + ry*math.Sin(a)})
	}
	return pts
}

func ellipse(cx, cy, rx, ry float64) path { return path{arc(cx, cy, rx, ry, 0, 2*math.Pi)} }
func circle(cx, cy, r float64) path       { return ellipse(cx, cy, r, r) }

func rrect(x, y, w, h, r float64) path {
	r = math.Min(r, math.Min(w, h)/2)
	var pts []pt
	pts = append(pts, arc(x+w-r, y+r, r, r, -math.Pi/2, 0)...)
	pts = append(pts, arc(x+w-r, y+h-r, r, r, 0, math.Pi/2)...)
	pts = append(pts, arc(x+r, y+h-r, r, r, math.Pi/2, math.Pi)...)
	pts = append(pts, arc(x+r, y+r, r, r, math.Pi, 1.5*math.Pi)...)
	return path{pts}
}

// cubic flattens a Bézier segment, dropping its first point so consecutive segments can be
// appended into one outline.
func cubic(p0, p1, p2, p3 pt) []pt {
	const n = 32
	pts := make([]pt, 0, n)
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		u := 1 - t
		pts = append(pts, pt{
			u*u*u*p0.x + 3*u*u*t*p1.x + 3*u*t*t*p2.x + t*t*t*p3.x,
			u*u*u*p0.y + 3*u*u*t*p1.y + 3*u*t*t*p2.y + t*t*t*p3.y,
		})
	}
	return pts
}

// stroke outlines a polyline of width w with round caps and joins, built as the union of
// one quad per segment and one disc per vertex.
func stroke(w float64, pts ...pt) path {
	h := w / 2
	var p path
	for i, a := range pts {
		p = append(p, circle(a.x, a.y, h)...)
		if i == 0 {
			continue
		}
		b := pts[i-1]
		dx, dy := a.x-b.x, a.y-b.y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*h, dx/l*h
		p = append(p, []pt{{b.x + nx, b.y + ny}, {a.x + nx, a.y + ny}, {a.x - nx, a.y - ny}, {b.x - nx, b.y - ny}})
	}
	return p
}

// rotate turns a path by ang radians around c; product "detail" views reuse the front
// drawing this way instead of a second hand-made outline.
func rotate(p path, c pt, ang float64) path {
	s, co := math.Sin(ang), math.Cos(ang)
	out := make(path, len(p))
	for i, poly := range p {
		q := make([]pt, len(poly))
		for j, v := range poly {
			dx, dy := v.x-c.x, v.y-c.y
			q[j] = pt{c.x + dx*co - dy*s, c.y + dx*s + dy*co}
		}
		out[i] = q
	}
	return out
}

// linear is a two-stop linear gradient from p0 to p1, clamped beyond the ends.
type linear struct {
	p0, p1 pt
	c0, c1 color.NRGBA
}

func (g linear) ColorModel() color.Model { return color.NRGBAModel }
func (g linear) Bounds() image.Rectangle { return image.Rect(-1<<20, -1<<20, 1<<20, 1<<20) }
func (g linear) At(x, y int) color.Color {
	dx, dy := g.p1.x-g.p0.x, g.p1.y-g.p0.y
	t := ((float64(x)+0.5-g.p0.x)*dx + (float64(y)+0.5-g.p0.y)*dy) / (dx*dx + dy*dy)
	return mix(g.c0, g.c1, t)
}

func vgrad(y0, y1 float64, c0, c1 color.NRGBA) linear {
	return linear{pt{0, y0}, pt{0, y1}, c0, c1}
}

// radial fades from c0 at the centre to c1 at radius r; used for glows and soft shadows,
// which look harsh as flat shapes.
type radial struct {
	c      pt
	rx, ry float64
	c0, c1 color.NRGBA
}

func (g radial) ColorModel() color.Model { return color.NRGBAModel }
func (g radial) Bounds() image.Rectangle { return image.Rect(-1<<20, -1<<20, 1<<20, 1<<20) }
func (g radial) At(x, y int) color.Color {
	dx, dy := (float64(x)+0.5-g.c.x)/g.rx, (float64(y)+0.5-g.c.y)/g.ry
	return mix(g.c0, g.c1, math.Sqrt(dx*dx+dy*dy))
}

// softShadow draws a blurred-looking elliptical shadow.
func (c *canvas) softShadow(cx, cy, rx, ry float64, strength uint8) {
	c.fill(ellipse(cx, cy, rx, ry), radial{pt{cx, cy}, rx, ry, color.NRGBA{15, 23, 42, strength}, color.NRGBA{15, 23, 42, 0}})
}

// parseHex accepts "#rrggbb", "rrggbb" and "#rgb".
func parseHex(s string) (color.NRGBA, bool) {
	if len(s) > 0 && s[0] == '#' {
		s = s[1:]
	}
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	if len(s) != 6 {
		return color.NRGBA{}, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return color.NRGBA{}, false
	}
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, true
}

// hex is for the palette literals in this package, which are known to be valid.
func hex(s string) color.NRGBA {
	c, _ := parseHex(s)
	return c
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	t = math.Max(0, math.Min(1, t))
	l := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

var (
	white = color.NRGBA{255, 255, 255, 255}
	black = color.NRGBA{0, 0, 0, 255}
)

func lighten(c color.NRGBA, t float64) color.NRGBA { return mix(c, white, t) }
func darken(c color.NRGBA, t float64) color.NRGBA  { return mix(c, black, t) }

func alpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

// pick maps any variant, including negative ones, onto n choices.
func pick(v, n int) int { return ((v % n) + n) % n }
