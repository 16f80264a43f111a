import '../staff.css'
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { FetchError } from '../../../components/FetchError'
import { PageSpinner } from '../../../components/Spinner'
import type { Me, Role } from '../../../lib/contract.gen'
import { useStaffSession } from '../hooks/useStaffSession'
import { RoleGate } from './RoleGate'
import { SignInScreen } from './SignInScreen'
import { WelcomeScreen } from './accounts/WelcomeScreen'
import { StaffLayout } from './StaffLayout'
import { StaffLanguage, useStaffWords } from '../language'
import { staffLayoutMessages } from './layoutMessages'
import { SessionResumed } from './ui/StaffPage'

/** Each screen is its own chunk: a volunteer who ships T-shirts never downloads the article editor. */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType<{ me: Me }>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }))
}

const Home = screen(() => import('./home/HomeScreen'), 'HomeScreen')
const Orders = screen(() => import('./orders/OrdersScreen'), 'OrdersScreen')
const Order = screen(() => import('./orders/OrderScreen'), 'OrderScreen')
const Stock = screen(() => import('./stock/StockScreen'), 'StockScreen')
const Donations = screen(() => import('./donations/DonationsScreen'), 'DonationsScreen')
const Gift = screen(() => import('./donations/GiftScreen'), 'GiftScreen')
const RecordGift = screen(() => import('./gifts/RecordGiftScreen'), 'RecordGiftScreen')
const Donors = screen(() => import('./donors/DonorsScreen'), 'DonorsScreen')
const Donor = screen(() => import('./donors/DonorScreen'), 'DonorScreen')
const Messages = screen(() => import('./messages/MessagesScreen'), 'MessagesScreen')
const Exports = screen(() => import('./exports/ExportsScreen'), 'ExportsScreen')
const Campaigns = screen(() => import('./campaigns/CampaignsScreen'), 'CampaignsScreen')
const Receipts = screen(() => import('./receipts/ReceiptsScreen'), 'ReceiptsScreen')
const Reconcile = screen(() => import('./reconcile/ReconcileScreen'), 'ReconcileScreen')
const Settings = screen(() => import('./settings/SettingsScreen'), 'SettingsScreen')
const Audit = screen(() => import('./audit/AuditScreen'), 'AuditScreen')
const Mails = screen(() => import('./mails/MailsScreen'), 'MailsScreen')
const Accounts = screen(() => import('./accounts/AccountsScreen'), 'AccountsScreen')
const Articles = screen(() => import('./content/ArticlesScreen'), 'ArticlesScreen')
const ArticleEditor = screen(() => import('./content/ArticleEditor'), 'ArticleEditor')
const ArticlePreview = screen(() => import('./content/ArticlePreview'), 'ArticlePreview')
const Products = screen(() => import('./content/ProductsScreen'), 'ProductsScreen')
const ProductEditor = screen(() => import('./content/ProductEditor'), 'ProductEditor')

/**
 * /staff: the sign-in screen until a staff member is signed in, then their
 * screens. A session that ends shows the sign-in in place, the address kept:
 * signed in again, the same screen comes back, with what was typed in it
 * (each form keeps its draft) and the focus on its heading.
 */
export function StaffApp() {
  const session = useStaffSession()
  const [pathname] = useLocation()
  // An invitation's link: no session yet, the invited person chooses a password.
  if (pathname.replace(/\/$/, '') === '/staff/welcome') return <WelcomeScreen />
  if (!session.signedIn) return <SignInScreen ended={session.ended} />
  if (session.loading) return <PageSpinner />
  if (!session.me) return <FetchError onRetry={() => void session.retry()} retrying={false} className="mt-24" />
  const me = session.me
  const gate = (roles: Role[], element: ReactNode) => (
    <RoleGate me={me} roles={roles}>
      {element}
    </RoleGate>
  )
  return (
    <StaffLanguage.Provider value={me.language}>
      <SessionResumed.Provider value={session.ended ? session.resumed : null}>
        <Switch>
          {/* The site's own layout: the article as visitors will see it. */}
          <Route path="/staff/preview/articles/:id">
            <Suspense fallback={<PageSpinner />}>{gate(['editor'], <ArticlePreview me={me} />)}</Suspense>
          </Route>
          <Route>
            <StaffLayout me={me} onSignOut={session.signOut}>
              <Switch>
                <Route path="/staff"><Home me={me} /></Route>
                <Route path="/staff/orders">{gate(['shop'], <Orders me={me} />)}</Route>
                <Route path="/staff/orders/:id">{gate(['shop'], <Order me={me} />)}</Route>
                <Route path="/staff/stock">{gate(['shop'], <Stock me={me} />)}</Route>
                <Route path="/staff/donations">{gate(['treasurer'], <Donations me={me} />)}</Route>
                <Route path="/staff/donations/record">{gate(['treasurer'], <RecordGift me={me} />)}</Route>
                <Route path="/staff/donations/:id">{gate(['treasurer'], <Gift me={me} />)}</Route>
                <Route path="/staff/donors">{gate(['treasurer'], <Donors me={me} />)}</Route>
                <Route path="/staff/donors/:email">{gate(['treasurer'], <Donor me={me} />)}</Route>
                <Route path="/staff/messages">{gate(['shop', 'treasurer'], <Messages me={me} />)}</Route>
                <Route path="/staff/exports">{gate(['shop', 'treasurer'], <Exports me={me} />)}</Route>
                <Route path="/staff/articles">{gate(['editor'], <Articles me={me} />)}</Route>
                <Route path="/staff/articles/:id">{gate(['editor'], <ArticleEditor me={me} />)}</Route>
                <Route path="/staff/products">{gate(['editor'], <Products me={me} />)}</Route>
                <Route path="/staff/products/:id">{gate(['editor'], <ProductEditor me={me} />)}</Route>
                <Route path="/staff/campaigns">{gate(['editor', 'treasurer'], <Campaigns me={me} />)}</Route>
                <Route path="/staff/receipts">{gate(['treasurer'], <Receipts me={me} />)}</Route>
                <Route path="/staff/reconcile">{gate(['treasurer'], <Reconcile me={me} />)}</Route>
                <Route path="/staff/settings">{gate(['admin', 'treasurer'], <Settings me={me} />)}</Route>
                <Route path="/staff/audit">{gate(['admin'], <Audit me={me} />)}</Route>
                <Route path="/staff/mails">{gate(['admin'], <Mails me={me} />)}</Route>
                <Route path="/staff/accounts">{gate(['admin'], <Accounts me={me} />)}</Route>
                <Route>
                  <NoSuchScreen />
                </Route>
              </Switch>
            </StaffLayout>
          </Route>
        </Switch>
      </SessionResumed.Provider>
    </StaffLanguage.Provider>
  )
}

function NoSuchScreen() {
  return <p className="p-8 text-slate-700">{useStaffWords(staffLayoutMessages).noSuchScreen}</p>
}
