import { ChequeSentScreen } from '../../features/donation/ChequeSentScreen'

export default ChequeSentScreen
