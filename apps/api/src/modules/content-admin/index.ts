export { adminPagesService } from './page-service.ts'
export { adminPostsService } from './post-service.ts'
export { adminContentRoutes } from './routes.ts'
