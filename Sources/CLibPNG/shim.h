#ifndef CHART_CLIBPNG_SHIM_H
#define CHART_CLIBPNG_SHIM_H
#include <png.h>

/* Macros built from macros are not imported into Swift; re-export the ones we use. */
static inline png_uint_32 chart_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 chart_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline size_t chart_png_image_size(const png_image *image) { return PNG_IMAGE_SIZE(*image); }
static inline int chart_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
#endif
