export * from './catalog.ts'
export * from './configurations.ts'
export * from './identity.ts'
export * from './stores.ts'
