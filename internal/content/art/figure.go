package art

import (
	"image/color"
	"math"
)

// pose describes a pictogram athlete facing right. Limb angles are in degrees from
// straight down, positive towards the front, and absolute rather than relative to the
// parent segment, which makes hand-tuning a pose much easier.
type pose struct {
	lean       float64       // torso, forward of vertical
	arms, legs [2][2]float64 // [far, near][upper, lower]
}

var (
	poseRun    = pose{lean: 14, arms: [2][2]float64{{55, 140}, {-55, 30}}, legs: [2][2]float64{{-35, -55}, {70, -5}}}
	poseJump   = pose{lean: 18, arms: [2][2]float64{{85, 100}, {105, 120}}, legs: [2][2]float64{{80, 70}, {92, 82}}}
	poseHurdle = pose{lean: 36, arms: [2][2]float64{{100, 108}, {-40, 25}}, legs: [2][2]float64{{-70, -150}, {92, 96}}}
)

func limbDir(deg float64) pt {
	r := deg * math.Pi / 180
	return pt{math.Sin(r), math.Cos(r)}
}

// athlete draws the figure with its hip at hip; s is the torso length and sets the scale.
// Far limbs get their own colour so the silhouette keeps some depth.
func (c *canvas) athlete(hip pt, s float64, p pose, near, far color.NRGBA) {
	up := limbDir(180 - p.lean)
	shoulder := hip.add(up.scale(s))
	head := hip.add(up.scale(s * 1.5))
	limbs := func(i int, col color.NRGBA) {
		sh := hip.add(up.scale(s * 0.92))
		elbow := sh.add(limbDir(p.arms[i][0]).scale(0.66 * s))
		hand := elbow.add(limbDir(p.arms[i][1]).scale(0.6 * s))
		c.fillC(stroke(0.2*s, sh, elbow, hand), col)
		knee := hip.add(limbDir(p.legs[i][0]).scale(0.95 * s))
		foot := knee.add(limbDir(p.legs[i][1]).scale(0.92 * s))
		c.fillC(stroke(0.27*s, hip, knee, foot), col)
	}
	limbs(0, far)
	c.fillC(stroke(0.44*s, hip, shoulder), near)
	c.fillC(circle(head.x, head.y, 0.29*s), near)
	limbs(1, near)
}

// child is a simple standing kid: round head, rounded body, stick limbs. foot is the point
// between the feet and h the total height.
func (c *canvas) child(foot pt, h float64, shirt, skin, hair color.NRGBA, armsUp bool) {
	r := 0.15 * h
	head := pt{foot.x, foot.y - h + r}
	bodyTop, bodyBot := head.y+r+0.03*h, foot.y-0.3*h
	bw := 0.36 * h
	legs := darken(shirt, 0.55)
	c.fillC(stroke(0.1*h, pt{foot.x - 0.08*h, bodyBot}, pt{foot.x - 0.09*h, foot.y - 0.03*h}), legs)
	c.fillC(stroke(0.1*h, pt{foot.x + 0.08*h, bodyBot}, pt{foot.x + 0.09*h, foot.y - 0.03*h}), legs)
	for _, side := range []float64{-1, 1} {
		sh := pt{foot.x + side*bw*0.4, bodyTop + 0.05*h}
		hand := pt{foot.x + side*bw*0.75, bodyBot + 0.02*h}
		if armsUp {
			hand = pt{foot.x + side*bw*0.95, bodyTop - 0.22*h}
		}
		c.fillC(stroke(0.08*h, sh, hand), skin)
	}
	c.fillC(rrect(foot.x-bw/2, bodyTop, bw, bodyBot-bodyTop, 0.12*h), shirt)
	c.fillC(circle(head.x, head.y, r), skin)
	c.fillC(path{append(arc(head.x, head.y+0.1*r, r*1.06, r*1.12, math.Pi, 2*math.Pi), pt{head.x + r, head.y})}, hair)
}
