// @vitest-environment node
/**
 * The import-boundary rule is only as good as its resolver: an import it cannot
 * resolve is silently allowed. These cases prove it resolves our imports and refuses
 * what docs/architecture.md's layout forbids.
 */
import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const web = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: web })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${web}/${file}` })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle').map((m) => m.message)
}

describe('import boundaries', () => {
  it.each([
    ['src/lib/x.ts', "import { CartScreen } from '../features/cart/CartScreen'\nexport const x = CartScreen", /Shared code/],
    ['src/components/x.ts', "import { clearCart } from '../features/cart'\nexport const x = clearCart", /Shared code/],
    ['src/lib/x.ts', "import { AppRoutes } from '../app/router'\nexport const x = AppRoutes", /Shared code/],
    ['src/features/shop/x.ts', "import { AppRoutes } from '../../app/router'\nexport const x = AppRoutes", /must not depend on the app/],
    ['src/features/shop/x.ts', "import { useCart } from '../cart/store'\nexport const x = useCart", /features\/cart\/index\.ts/],
    ['src/features/donation/paypal/x.ts', "import { getPaymentsConfig } from '../../payment/api/getPaymentsConfig'\nexport const x = getPaymentsConfig", /features\/payment\/index\.ts/],
  ])('%s: %s is refused', async (file, code, message) => {
    const errors = await boundaryErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it.each([
    ['src/features/shop/x.ts', "import { useCart } from '../cart'\nexport const x = useCart"],
    ['src/features/shop/components/x.ts', "import { productImage } from '../api/../../products/index'\nexport const x = productImage"],
    ['src/features/cart/x.ts', "import { reconcile } from './cart'\nexport const x = reconcile"],
    ['src/features/cart/x.ts', "import { formatEuros } from '../../lib/money'\nexport const x = formatEuros"],
    ['src/app/routes/x.ts', "import { CartScreen } from '../../features/cart/CartScreen'\nexport const x = CartScreen"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([])
  })
})
