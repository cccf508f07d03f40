export * from './identity';
export * from './settings';
export * from './organizations';
export * from './grants';
export * from './calendar';
export * from './jobs';
