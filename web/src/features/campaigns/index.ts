export { CampaignScreen } from './components/CampaignScreen'
