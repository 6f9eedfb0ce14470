export { BASE_VARIANTS, DEFAULT_VARIANTS, FILE_VARIANT_PREFIX, parseVariantNames, parseVary, VariantError } from './names.js';
export { NOT_VARIED_REASON, scaleVaried, VARIED_OPTIONS, varyable, type ScaledOptions, type VariantChange } from './scale.js';
export { buildVariants, variantDialect, type Variant, type VariantKind, type VariantRequest } from './build.js';
export { variantOptionsFile } from './options-file.js';
