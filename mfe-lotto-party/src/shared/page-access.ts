/** Who is looking at a page, and whether their segment has Lotto Party: read before any part. */
export interface PageAccess {
  status: 'checking' | 'ready' | 'unavailable' | 'failed';
  isSignedIn: boolean;
  failureStatus: number | null;
}

export const checkingAccess: PageAccess = {
  status: 'checking',
  isSignedIn: false,
  failureStatus: null,
};

export const checkedAccess = (isSignedIn: boolean, isAvailable: boolean): PageAccess => ({
  status: isAvailable ? 'ready' : 'unavailable',
  isSignedIn,
  failureStatus: null,
});

export const failedAccess = (access: PageAccess, failureStatus: number | null): PageAccess => ({
  ...access,
  status: 'failed',
  failureStatus,
});
