export * from './auth/auth.ts';
export * from './bill/bill.ts';
export * from './crawl/crawl.ts';
export * from './speaker/speaker.ts';
