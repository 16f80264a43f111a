/** A sports pictogram: a head and limbs drawn as thick rounded strokes. */
export type Pose = { head: [number, number]; limbs: string[] }

export function Pictogram({ pose, width = 8, color = 'currentColor' }: { pose: Pose; width?: number; color?: string }) {
  return (
    <g>
      <circle cx={pose.head[0]} cy={pose.head[1]} r={width * 0.85} fill={color} />
      <g fill="none" stroke={color} strokeWidth={width} strokeLinecap="round" strokeLinejoin="round">
        {pose.limbs.map((points) => (
          <polyline key={points} points={points} />
        ))}
      </g>
    </g>
  )
}

// Poses in a 100×100 box.
export const poses = {
  runner: {
    head: [63, 17],
    limbs: ['58,29 47,52', '56,33 68,42 79,35', '55,34 43,39 35,31', '47,52 63,60 58,79', '47,52 35,66 19,63'],
  },
  champion: {
    head: [50, 18],
    limbs: ['50,30 50,56', '50,34 38,22 34,8', '50,34 62,22 66,8', '50,56 42,74 40,92', '50,56 58,74 60,92'],
  },
} satisfies Record<string, Pose>
