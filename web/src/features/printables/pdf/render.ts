// Dispatches a request to its printable's module (filled in as each lands).
import type { PrintFonts, PrintRequest } from './types';

/** The PDF of one printable. */
export async function renderPrintable(request: PrintRequest, _fonts: PrintFonts): Promise<Uint8Array> {
  throw new Error(`Printing ${request.kind} is not ready yet`);
}
