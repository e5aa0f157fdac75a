// Verification moved to contract/verification; kept here so existing imports keep working.
export * from '../verification/model';
