import { useId, type ReactNode } from 'react'
import { Pictogram, poses } from './Pictogram'

/** Rounded panel that frames each illustration of the founder's rows. */
function Panel({ children, tone }: { children: ReactNode; tone: 'sky' | 'amber' }) {
  const id = useId()
  const [from, to] = tone === 'sky' ? ['#e0f2fe', '#bae6fd'] : ['#fef3c7', '#fde68a']
  return (
    <svg viewBox="0 0 400 300" className="h-auto w-full" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="300" rx="28" fill={`url(#${id})`} />
      {children}
    </svg>
  )
}

const text = { fontFamily: 'inherit', fontWeight: 800 } as const

/** A heptathlete on the podium, with her two title years. */
export function CareerArt() {
  return (
    <Panel tone="sky">
      <circle cx="310" cy="70" r="36" fill="#fbbf24" />
      <rect x="80" y="210" width="80" height="50" rx="6" fill="#38bdf8" />
      <rect x="160" y="180" width="80" height="80" rx="6" fill="#0369a1" />
      <rect x="240" y="225" width="80" height="35" rx="6" fill="#38bdf8" />
      <text x="200" y="232" textAnchor="middle" fill="#fff" fontSize="34" style={text}>1</text>
      <g transform="translate(150 70) scale(1)" color="#0c4a6e">
        <Pictogram pose={poses.champion} width={9} />
      </g>
      <g style={text} fontSize="22">
        <rect x="36" y="60" width="90" height="40" rx="20" fill="#fff" />
        <text x="81" y="88" textAnchor="middle" fill="#0369a1">1999</text>
        <rect x="274" y="130" width="90" height="40" rx="20" fill="#fff" />
        <text x="319" y="158" textAnchor="middle" fill="#b45309">2003</text>
      </g>
    </Panel>
  )
}

/** A runner on her way to school: the idea of the foundation. */
export function SchoolArt() {
  return (
    <Panel tone="sky">
      <path d="M250 110L320 70L390 110Z" fill="#0369a1" transform="translate(-40 0)" />
      <rect x="222" y="110" width="136" height="120" rx="6" fill="#fff" />
      <rect x="276" y="176" width="28" height="54" rx="4" fill="#fbbf24" />
      {[236, 320].map((x) => (
        <rect key={x} x={x} y="130" width="24" height="24" rx="4" fill="#7dd3fc" />
      ))}
      <line x1="290" y1="70" x2="290" y2="36" stroke="#0c4a6e" strokeWidth="4" />
      <path d="M290 36h30l-8 9 8 9h-30z" fill="#f59e0b" />
      <rect x="0" y="230" width="400" height="70" fill="#0369a1" opacity="0.25" />
      <g stroke="#fff" strokeWidth="3" strokeDasharray="18 14" opacity="0.8">
        <line x1="0" y1="262" x2="400" y2="262" />
      </g>
      <g transform="translate(60 124) scale(1.1)" color="#0c4a6e">
        <Pictogram pose={poses.runner} width={8} />
      </g>
    </Panel>
  )
}

/** What sponsoring costs: under 100 € for school, under 200 € for university. */
export function CostArt() {
  return (
    <Panel tone="amber">
      <g style={text}>
        <rect x="40" y="50" width="320" height="90" rx="18" fill="#fff" />
        <path d="M70 112V78l24-10 24 10v34l-24-8z" fill="#38bdf8" />
        <path d="M94 68v36" stroke="#0369a1" strokeWidth="3" />
        <text x="140" y="92" fill="#0c4a6e" fontSize="30">&lt; 100 €</text>
        <text x="140" y="120" fill="#0369a1" fontSize="15" fontWeight="600">a year · school in Africa</text>
        <rect x="40" y="160" width="320" height="90" rx="18" fill="#0c4a6e" />
        <path d="M66 196l28-12 28 12-28 12z" fill="#fbbf24" />
        <path d="M78 202v14c10 6 22 6 32 0v-14" fill="none" stroke="#fbbf24" strokeWidth="4" />
        <text x="140" y="202" fill="#fff" fontSize="30">&lt; 200 €</text>
        <text x="140" y="230" fill="#bae6fd" fontSize="15" fontWeight="600">a year · university</text>
      </g>
    </Panel>
  )
}

/** Hands joined around a heart: the ways to help. */
export function TogetherArt() {
  return (
    <Panel tone="sky">
      <path
        d="M200 108c-14-22-52-18-52 10 0 24 38 42 52 54 14-12 52-30 52-54 0-28-38-32-52-10z"
        fill="#f59e0b"
        transform="translate(0 -44)"
      />
      {[70, 160, 250].map((x, i) => (
        <g key={x} transform={`translate(${x} 120) scale(0.95)`} color={i === 1 ? '#0369a1' : '#0c4a6e'}>
          <Pictogram
            pose={{
              head: [40, 20],
              limbs: ['40,32 40,62', '40,38 14,56', '40,38 66,56', '40,62 30,94', '40,62 50,94'],
            }}
            width={9}
          />
        </g>
      ))}
      <rect x="40" y="216" width="320" height="10" rx="5" fill="#0369a1" opacity="0.25" />
    </Panel>
  )
}
