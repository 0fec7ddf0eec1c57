/**
 * Which Phaser renderer a game page uses. WebGL on a real GPU; Canvas where WebGL is only emulated on the CPU
 * (SwiftShader, llvmpipe…: a school PC whose GPU the browser blocks) or missing altogether (recent Chrome no longer
 * falls back to SwiftShader by itself). Measured in headless Chromium without a GPU at 1099×618 (docs/decisions.md
 * § Game performance): a title screen at ~20 fps with WebGL on SwiftShader, 60 fps with Canvas, because every
 * textured pixel goes through an emulated shader while Canvas 2D draws with the CPU's own vector code.
 */
export type RendererKind = 'webgl' | 'canvas';

/** Renderer names of WebGL implementations that run on the CPU. */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render|mesa offscreen|lavapipe/i;

export function isSoftwareGl(rendererName: string): boolean {
  return SOFTWARE_GL.test(rendererName);
}

/** The renderer for this browser: `override` ('webgl' / 'canvas', from `?renderer=` in dev) wins. */
export function chooseRenderer(doc: Document, override?: string | null): RendererKind {
  if (override === 'webgl' || override === 'canvas') return override;
  const canvas = doc.createElement('canvas');
  let gl: WebGLRenderingContext | null = null;
  try {
    // The strict flag is the standard way to be told "this would be slow"; not every browser sets it for
    // SwiftShader, hence the renderer name too.
    gl = (canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true }) as WebGLRenderingContext | null) ?? null;
  } catch {
    gl = null;
  }
  if (!gl) return 'canvas';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  // Give the probe's context back at once: browsers keep only a few WebGL contexts per page.
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return isSoftwareGl(name) ? 'canvas' : 'webgl';
}
