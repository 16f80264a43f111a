import type { Messages } from '../../lib/i18n/useLocale'

type Story = { title: string; body: string[] }

type HomeWords = {
  hero: { name: string; values: string[]; lead: string; sponsor: string; projects: string }
  foundation: {
    kicker: string
    title: string
    lead: string
    actionsTitle: string
    actions: string[]
    aimTitle: string
    aim: string
    motivationTitle: string
    motivation: string
  }
  founder: {
    title: string
    visionTitle: string
    vision: string
    bioTitle: string
    bio: string
    /** Each story's body alternates plain text and emphasised text: ["costs ", "less than 100 euros", " for…"]. */
    stories: Story[]
    aimsLead: string
    aims: string[]
  }
}

export const homeMessages: Messages<HomeWords> = {
  en: {
    hero: {
      name: 'Amara Diallo Foundation',
      values: ['Believe', 'Discipline', 'Challenge', 'Inspire', 'Achieve'],
      lead: "A world champion's foundation giving young athletes in Africa the school, the coaching and the equipment their talent deserves.",
      sponsor: 'Sponsor an athlete',
      projects: 'Our projects',
    },
    foundation: {
      kicker: 'Who we are',
      title: 'The Foundation',
      lead: 'We support young athletes in Africa through school, sport and health, so that talent never stops for lack of means.',
      actionsTitle: 'Affirmative action',
      actions: ['Sponsor an athlete', 'Provide school equipment for an athlete', 'Engage in community service'],
      aimTitle: 'Our aim',
      aim: 'Make sure that no young athlete has to choose between school and sport. We pay for schooling, equipment and coaching so that talent, wherever it grows, can go as far as it deserves — on the track and in life.',
      motivationTitle: 'Motivation',
      motivation:
        'Sport taught us discipline, resilience and the joy of beating our own limits. Those lessons belong to every child. Each sponsored athlete who graduates and inspires the next generation is our finish line.',
    },
    founder: {
      title: "The founder's word",
      visionTitle: 'The Vision',
      vision:
        '“Talent is everywhere; opportunity is not. I want every young athlete with the will to train to find a school, a coach and a team behind them.”',
      bioTitle: 'Bio',
      bio: 'Retired heptathlete, world heptathlon champion in 1999 and long jump title holder in 2003, Amara Diallo now spends her energy on the next generation of athletes.',
      stories: [
        {
          title: 'Seven events, two titles',
          body: [
            'I ran, jumped and threw for my country for fifteen years. In 1999 I won the world heptathlon title, and in 2003 the long jump title. Medals fade; what stays is the discipline that got me there, and the people who believed in me before anyone knew my name.',
          ],
        },
        {
          title: 'The idea of the foundation',
          body: [
            'Many of the athletes I trained with as a girl stopped at sixteen — not for lack of talent, but because school fees, shoes and transport cost more than their families could give. I created the foundation so that a young athlete never has to choose between books and the track.',
          ],
        },
        {
          title: 'Sponsoring costs less than you think',
          body: [
            'Sponsoring an athlete costs ',
            'less than 100 euros a year',
            ' for school in Africa, and ',
            'less than 200 euros a year',
            ' for university. That pays fees, books and the kit to keep training.',
          ],
        },
        { title: 'How you can help', body: [] },
      ],
      aimsLead: 'Our aims, and four ways to join them:',
      aims: ['Sponsor an athlete', 'Provide school equipment', 'Engage in community service', 'Volunteer'],
    },
  },
  fr: {
    hero: {
      name: 'Fondation Amara Diallo',
      values: ['Croire', 'Discipline', 'Défi', 'Inspirer', 'Réussir'],
      lead: 'La fondation d’une championne du monde qui donne aux jeunes athlètes d’Afrique l’école, l’entraînement et l’équipement que leur talent mérite.',
      sponsor: 'Parrainer un athlète',
      projects: 'Nos projets',
    },
    foundation: {
      kicker: 'Qui sommes-nous',
      title: 'La Fondation',
      lead: 'Nous soutenons les jeunes athlètes d’Afrique par l’école, le sport et la santé, pour que le talent ne s’arrête jamais faute de moyens.',
      actionsTitle: 'Agir concrètement',
      actions: ['Parrainer un athlète', 'Équiper un athlète pour l’école', 'S’engager dans l’action locale'],
      aimTitle: 'Notre but',
      aim: 'Qu’aucun jeune athlète n’ait à choisir entre l’école et le sport. Nous finançons la scolarité, l’équipement et l’entraînement pour que le talent, où qu’il pousse, aille aussi loin qu’il le mérite, sur la piste comme dans la vie.',
      motivationTitle: 'Ce qui nous anime',
      motivation:
        'Le sport nous a appris la discipline, la persévérance et la joie de dépasser nos limites. Ces leçons appartiennent à chaque enfant. Chaque athlète parrainé qui obtient son diplôme et inspire la génération suivante est notre ligne d’arrivée.',
    },
    founder: {
      title: 'Le mot de la fondatrice',
      visionTitle: 'La vision',
      vision:
        '« Le talent est partout ; les chances, non. Je veux que chaque jeune athlète qui a la volonté de s’entraîner trouve une école, un entraîneur et une équipe derrière lui. »',
      bioTitle: 'Biographie',
      bio: 'Heptathlonienne retraitée, championne du monde d’heptathlon en 1999 et titrée au saut en longueur en 2003, Amara Diallo consacre aujourd’hui son énergie à la nouvelle génération d’athlètes.',
      stories: [
        {
          title: 'Sept épreuves, deux titres',
          body: [
            'J’ai couru, sauté et lancé pour mon pays pendant quinze ans. En 1999, j’ai remporté le titre mondial de l’heptathlon, et en 2003 celui du saut en longueur. Les médailles pâlissent ; ce qui reste, c’est la discipline qui m’y a menée, et les personnes qui ont cru en moi avant que quiconque connaisse mon nom.',
          ],
        },
        {
          title: 'L’idée de la fondation',
          body: [
            'Beaucoup des athlètes avec qui je m’entraînais, petite, se sont arrêtées à seize ans : non par manque de talent, mais parce que les frais de scolarité, les chaussures et le transport coûtaient plus que leur famille ne pouvait donner. J’ai créé la fondation pour qu’un jeune athlète n’ait jamais à choisir entre les livres et la piste.',
          ],
        },
        {
          title: 'Parrainer coûte moins cher qu’on ne le croit',
          body: [
            'Parrainer un athlète coûte ',
            'moins de 100 euros par an',
            ' pour l’école en Afrique, et ',
            'moins de 200 euros par an',
            ' pour l’université. Cela paie les frais, les livres et la tenue pour continuer à s’entraîner.',
          ],
        },
        { title: 'Comment nous aider', body: [] },
      ],
      aimsLead: 'Nos objectifs, et quatre façons de nous rejoindre :',
      aims: ['Parrainer un athlète', 'Fournir du matériel scolaire', 'S’engager dans l’action locale', 'Devenir bénévole'],
    },
  },
}
