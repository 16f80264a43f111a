import type { ReactNode } from 'react'

import type { Messages } from '../../lib/i18n/useLocale'

type ProjectWords = { title: string; description: string }

export type Project = { words: Messages<ProjectWords>; icon: ReactNode }

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="h-8 w-8" aria-hidden="true" {...stroke}>
      {children}
    </svg>
  )
}

/** The four project areas. */
export const projects: Project[] = [
  {
    words: {
      en: {
        title: 'Education',
        description:
          'We pay school and university fees, books and uniforms for the athletes we sponsor, and follow their results with their teachers, so that training never costs them their studies.',
      },
      fr: {
        title: 'Éducation',
        description:
          'Nous payons les frais de scolarité et d’université, les livres et les uniformes des athlètes que nous parrainons, et suivons leurs résultats avec leurs enseignants, pour que l’entraînement ne leur coûte jamais leurs études.',
      },
    },
    icon: (
      <Icon>
        <path d="m2 9 10-5 10 5-10 5L2 9Z" />
        <path d="M6 11v5c3.5 2.7 8.5 2.7 12 0v-5" />
        <path d="M22 9v6" />
      </Icon>
    ),
  },
  {
    words: {
      en: {
        title: 'Sport',
        description:
          'Qualified coaches, safe equipment and regular competitions: we bring the conditions of a real training programme to partner schools and clubs, from the first sprint to national meets.',
      },
      fr: {
        title: 'Sport',
        description:
          'Des entraîneurs qualifiés, un équipement sûr et des compétitions régulières : nous apportons les conditions d’un vrai programme d’entraînement aux écoles et clubs partenaires, du premier sprint aux championnats nationaux.',
      },
    },
    icon: (
      <Icon>
        <circle cx="15" cy="4" r="2" />
        <path d="m7 21 3-6 3 2 1 5" />
        <path d="m6 12 3-4 4 1 2 4 3 1" />
        <path d="m13 9-3 6" />
      </Icon>
    ),
  },
  {
    words: {
      en: {
        title: 'Health/Science',
        description:
          'Medical check-ups, nutrition advice and mental-health support for young athletes, and partnerships with sports scientists to prevent injuries and measure progress.',
      },
      fr: {
        title: 'Santé/Science',
        description:
          'Bilans médicaux, conseils en nutrition et soutien psychologique pour les jeunes athlètes, et des partenariats avec des chercheurs en sciences du sport pour prévenir les blessures et mesurer les progrès.',
      },
    },
    icon: (
      <Icon>
        <path d="M3 12h4l2-5 4 10 2-5h6" />
        <path d="M12 21s-9-5-9-11a5 5 0 0 1 9-3 5 5 0 0 1 9 3" />
      </Icon>
    ),
  },
  {
    words: {
      en: {
        title: 'Economy',
        description:
          'Sport creates jobs: we train coaches and referees, buy equipment from local makers and help former athletes start their own projects in their communities.',
      },
      fr: {
        title: 'Économie',
        description:
          'Le sport crée des emplois : nous formons des entraîneurs et des arbitres, achetons l’équipement à des fabricants locaux et aidons d’anciens athlètes à lancer leurs propres projets dans leur communauté.',
      },
    },
    icon: (
      <Icon>
        <path d="M3 20h18" />
        <path d="M6 16v-4M11 16V8M16 16v-6" />
        <path d="m4 9 6-5 4 3 6-4" />
      </Icon>
    ),
  },
]
