/**
 * Random id of this copy of the kernel module. Module Federation shares shared-kernel as a
 * singleton, so every remote on a page reports the shell's id; a different id means a remote
 * loaded its own copy.
 */
export const kernelInstanceId: string =
  globalThis.crypto?.randomUUID?.() ?? `kernel-${Math.random().toString(36).slice(2)}`;
