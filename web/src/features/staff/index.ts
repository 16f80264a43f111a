export { StaffApp } from './components/StaffApp'
