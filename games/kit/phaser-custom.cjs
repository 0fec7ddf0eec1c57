// A trimmed Phaser 4 for game pages (design/performance.md: one game page ≤ 350 KB of JavaScript gzipped, and
// the full Phaser build alone is about 353 KB). games/vite.config.ts aliases `phaser` to a bundle of this file
// (see games/build/phaser-bundle.ts), so games keep writing `import Phaser from 'phaser'` with Phaser's own types.
//
// Included: the core (game, scenes, cameras, input, loader for images and JSON, textures, tweens, timers,
// animations, data, events, scale), the whole Math, Geom, Display (colours) and Actions namespaces, Arcade
// physics, and these game objects: Graphics, Image, Sprite, Text, Container, Layer, Zone, Group, TileSprite,
// RenderTexture, Particles and the shapes (Arc, Ellipse, Rectangle, Star, Triangle, Polygon, Line).
// Both renderers: WebGL on a real GPU, Canvas where WebGL would be software (SwiftShader, llvmpipe) or missing; the kit
// chooses (kit/renderer-choice.ts) and draws tints on Canvas itself (kit/canvas-tint.ts).
// Left out: Phaser's Sound (the kit makes sound with WebAudio), Matter physics, tilemaps, curves and paths, bitmap
// text, video, DOM elements, meshes, noise, shaders and lights. Add a `require` below when a game needs one of them,
// and re-check the budget.
require('phaser-src/polyfills/requestVideoFrame');

var CONST = require('phaser-src/const');
var Extend = require('phaser-src/utils/object/Extend');

var GameObjects = {
  Events: require('phaser-src/gameobjects/events'),
  DisplayList: require('phaser-src/gameobjects/DisplayList'),
  GameObjectCreator: require('phaser-src/gameobjects/GameObjectCreator'),
  GameObjectFactory: require('phaser-src/gameobjects/GameObjectFactory'),
  UpdateList: require('phaser-src/gameobjects/UpdateList'),
  Components: require('phaser-src/gameobjects/components'),
  BuildGameObject: require('phaser-src/gameobjects/BuildGameObject'),
  BuildGameObjectAnimation: require('phaser-src/gameobjects/BuildGameObjectAnimation'),
  GameObject: require('phaser-src/gameobjects/GameObject'),
  Container: require('phaser-src/gameobjects/container/Container'),
  Graphics: require('phaser-src/gameobjects/graphics/Graphics'),
  Group: require('phaser-src/gameobjects/group/Group'),
  Image: require('phaser-src/gameobjects/image/Image'),
  Layer: require('phaser-src/gameobjects/layer/Layer'),
  Particles: require('phaser-src/gameobjects/particles'),
  RenderTexture: require('phaser-src/gameobjects/rendertexture/RenderTexture'),
  Sprite: require('phaser-src/gameobjects/sprite/Sprite'),
  Text: require('phaser-src/gameobjects/text/Text'),
  TileSprite: require('phaser-src/gameobjects/tilesprite/TileSprite'),
  Zone: require('phaser-src/gameobjects/zone/Zone'),
  Shape: require('phaser-src/gameobjects/shape/Shape'),
  Arc: require('phaser-src/gameobjects/shape/arc/Arc'),
  Ellipse: require('phaser-src/gameobjects/shape/ellipse/Ellipse'),
  Line: require('phaser-src/gameobjects/shape/line/Line'),
  Polygon: require('phaser-src/gameobjects/shape/polygon/Polygon'),
  Rectangle: require('phaser-src/gameobjects/shape/rectangle/Rectangle'),
  Star: require('phaser-src/gameobjects/shape/star/Star'),
  Triangle: require('phaser-src/gameobjects/shape/triangle/Triangle'),
  // Requiring a factory or creator registers it on `scene.add` / `scene.make`.
  Factories: {
    Container: require('phaser-src/gameobjects/container/ContainerFactory'),
    Graphics: require('phaser-src/gameobjects/graphics/GraphicsFactory'),
    Group: require('phaser-src/gameobjects/group/GroupFactory'),
    Image: require('phaser-src/gameobjects/image/ImageFactory'),
    Layer: require('phaser-src/gameobjects/layer/LayerFactory'),
    Particles: require('phaser-src/gameobjects/particles/ParticleEmitterFactory'),
    RenderTexture: require('phaser-src/gameobjects/rendertexture/RenderTextureFactory'),
    Sprite: require('phaser-src/gameobjects/sprite/SpriteFactory'),
    Text: require('phaser-src/gameobjects/text/TextFactory'),
    TileSprite: require('phaser-src/gameobjects/tilesprite/TileSpriteFactory'),
    Zone: require('phaser-src/gameobjects/zone/ZoneFactory'),
    Arc: require('phaser-src/gameobjects/shape/arc/ArcFactory'),
    Ellipse: require('phaser-src/gameobjects/shape/ellipse/EllipseFactory'),
    Line: require('phaser-src/gameobjects/shape/line/LineFactory'),
    Polygon: require('phaser-src/gameobjects/shape/polygon/PolygonFactory'),
    Rectangle: require('phaser-src/gameobjects/shape/rectangle/RectangleFactory'),
    Star: require('phaser-src/gameobjects/shape/star/StarFactory'),
    Triangle: require('phaser-src/gameobjects/shape/triangle/TriangleFactory'),
  },
  Creators: {
    Container: require('phaser-src/gameobjects/container/ContainerCreator'),
    Graphics: require('phaser-src/gameobjects/graphics/GraphicsCreator'),
    Group: require('phaser-src/gameobjects/group/GroupCreator'),
    Image: require('phaser-src/gameobjects/image/ImageCreator'),
    Layer: require('phaser-src/gameobjects/layer/LayerCreator'),
    Particles: require('phaser-src/gameobjects/particles/ParticleEmitterCreator'),
    RenderTexture: require('phaser-src/gameobjects/rendertexture/RenderTextureCreator'),
    Sprite: require('phaser-src/gameobjects/sprite/SpriteCreator'),
    Text: require('phaser-src/gameobjects/text/TextCreator'),
    TileSprite: require('phaser-src/gameobjects/tilesprite/TileSpriteCreator'),
    Zone: require('phaser-src/gameobjects/zone/ZoneCreator'),
  },
};

var Phaser = {
  Actions: require('phaser-src/actions'),
  Animations: require('phaser-src/animations'),
  BlendModes: require('phaser-src/renderer/BlendModes'),
  Cache: require('phaser-src/cache'),
  Cameras: { Scene2D: require('phaser-src/cameras/2d') },
  Core: require('phaser-src/core'),
  Class: require('phaser-src/utils/Class'),
  Data: require('phaser-src/data'),
  Display: require('phaser-src/display'),
  DOM: require('phaser-src/dom'),
  Events: require('phaser-src/events'),
  Filters: require('phaser-src/filters'),
  Game: require('phaser-src/core/Game'),
  GameObjects: GameObjects,
  Geom: require('phaser-src/geom'),
  Input: require('phaser-src/input'),
  Loader: {
    FileTypes: {
      ImageFile: require('phaser-src/loader/filetypes/ImageFile'),
      JSONFile: require('phaser-src/loader/filetypes/JSONFile'),
      SpriteSheetFile: require('phaser-src/loader/filetypes/SpriteSheetFile'),
    },
    File: require('phaser-src/loader/File'),
    FileTypesManager: require('phaser-src/loader/FileTypesManager'),
    GetURL: require('phaser-src/loader/GetURL'),
    LoaderPlugin: require('phaser-src/loader/LoaderPlugin'),
    MergeXHRSettings: require('phaser-src/loader/MergeXHRSettings'),
    MultiFile: require('phaser-src/loader/MultiFile'),
    XHRLoader: require('phaser-src/loader/XHRLoader'),
    XHRSettings: require('phaser-src/loader/XHRSettings'),
  },
  Math: require('phaser-src/math'),
  Physics: { Arcade: require('phaser-src/physics/arcade') },
  Plugins: require('phaser-src/plugins'),
  Renderer: require('phaser-src/renderer'),
  Scale: require('phaser-src/scale'),
  ScaleModes: require('phaser-src/renderer/ScaleModes'),
  Scene: require('phaser-src/scene/Scene'),
  Scenes: require('phaser-src/scene'),
  Structs: require('phaser-src/structs'),
  Textures: require('phaser-src/textures'),
  Time: require('phaser-src/time'),
  TintModes: require('phaser-src/renderer/TintModes'),
  Tweens: require('phaser-src/tweens'),
  Utils: require('phaser-src/utils'),
};

Phaser = Extend(false, Phaser, CONST);

module.exports = Phaser;
