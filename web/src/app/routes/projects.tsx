import { ProjectsScreen } from '../../features/projects/ProjectsScreen'

export default ProjectsScreen
