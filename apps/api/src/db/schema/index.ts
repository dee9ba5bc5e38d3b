export * from './configurations.ts'
export * from './stores.ts'
