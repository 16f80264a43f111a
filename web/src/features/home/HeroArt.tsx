import { Pictogram, poses } from './Pictogram'

/**
 * The hero's backdrop: the curves of a running track under a blue sky, and a
 * runner against the rising sun (large beside the text on wide screens, small
 * and faint in a corner on phones so it never sits under the words).
 */
export function HeroArt() {
  return (
    <>
      <svg
        viewBox="0 0 800 600"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-0 -z-20 h-full w-full"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0c4a6e" />
            <stop offset="0.65" stopColor="#0369a1" />
            <stop offset="1" stopColor="#0284c7" />
          </linearGradient>
        </defs>
        <rect width="800" height="600" fill="url(#hero-sky)" />
        <g fill="none" stroke="#fff" strokeOpacity="0.16" strokeWidth="3">
          {[0, 1, 2, 3, 4, 5].map((lane) => (
            <ellipse key={lane} cx="560" cy="720" rx={300 + lane * 60} ry={170 + lane * 34} />
          ))}
        </g>
        <path d="M0 600V520C160 480 360 470 560 486 680 496 760 520 800 540V600Z" fill="#0c4a6e" opacity="0.55" />
      </svg>
      <svg
        viewBox="0 0 400 400"
        className="absolute -right-10 top-4 -z-10 w-44 opacity-30 md:right-[3%] md:top-1/2 md:w-[42%] md:max-w-[540px] md:-translate-y-1/2 md:opacity-100"
        aria-hidden="true"
      >
        <defs>
          <radialGradient id="hero-sun">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="0.6" stopColor="#fbbf24" />
            <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="200" cy="200" r="190" fill="url(#hero-sun)" opacity="0.9" />
        <g transform="translate(60 60) scale(2.8)" color="#fff">
          <Pictogram pose={poses.runner} width={7} />
        </g>
      </svg>
    </>
  )
}
