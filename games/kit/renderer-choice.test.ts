import { describe, expect, it } from 'vitest';
import { chooseRenderer, isSoftwareGl } from './renderer-choice';

describe('isSoftwareGl', () => {
  it('knows the CPU implementations', () => {
    expect(
      isSoftwareGl('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)'),
    ).toBe(true);
    expect(isSoftwareGl('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareGl('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)')).toBe(true);
  });

  it('leaves real GPUs to WebGL', () => {
    expect(isSoftwareGl('ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareGl('Mali-G52 MC2')).toBe(false);
    expect(isSoftwareGl('Apple GPU')).toBe(false);
  });
});

describe('chooseRenderer', () => {
  /** A document whose canvases answer `gl` (null: no WebGL). */
  function fakeDocument(gl: unknown, lost: string[] = []): Document {
    return {
      createElement: () => ({ getContext: () => gl }),
      lost,
    } as unknown as Document;
  }
  function fakeGl(name: string, lost: string[]) {
    return {
      RENDERER: 7937,
      getExtension: (ext: string) =>
        ext === 'WEBGL_debug_renderer_info'
          ? { UNMASKED_RENDERER_WEBGL: 37446 }
          : ext === 'WEBGL_lose_context'
            ? { loseContext: () => lost.push(name) }
            : null,
      getParameter: (p: number) => (p === 37446 ? name : 'WebKit WebGL'),
    };
  }

  it('uses Canvas without WebGL, or with software WebGL, and WebGL on a GPU', () => {
    expect(chooseRenderer(fakeDocument(null))).toBe('canvas');
    const lost: string[] = [];
    expect(chooseRenderer(fakeDocument(fakeGl('SwiftShader driver', lost)))).toBe('canvas');
    expect(chooseRenderer(fakeDocument(fakeGl('Intel(R) UHD Graphics 620', lost)))).toBe('webgl');
    // Both probes gave their context back.
    expect(lost).toEqual(['SwiftShader driver', 'Intel(R) UHD Graphics 620']);
  });

  it('follows an explicit choice', () => {
    expect(chooseRenderer(fakeDocument(null), 'webgl')).toBe('webgl');
    expect(chooseRenderer(fakeDocument(fakeGl('Intel', [])), 'canvas')).toBe('canvas');
    expect(chooseRenderer(fakeDocument(null), 'bogus')).toBe('canvas');
  });
});
