/* A stand-in for libcuda.so.1 for scripts/gpu_bundle_selftest.py: the driver
 * entry points gpu_bundle_run.py calls, with host memory for device memory,
 * each call that matters written to $FAKE_LOG so the test can check what
 * the launcher passed: the module image, the kernel name, every copy, and
 * each launch's shape and parameter bytes ($FAKE_PARAM_SIZES says how many
 * bytes each parameter has, as the cubin does to the real driver). Kernels
 * do not run: outputs come back as they went in. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
enum { OK = 0, INVALID_VALUE = 1, INVALID_IMAGE = 200, NOT_FOUND = 500 };

static FILE *out(void) {
  static FILE *f;
  if (!f) {
    const char *path = getenv("FAKE_LOG");
    f = path ? fopen(path, "a") : stderr;
    setvbuf(f, NULL, _IOLBF, 0);
  }
  return f;
}

/* FNV-1a, to log what a copy carried. */
static uint64_t hash(const void *p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) h = (h ^ ((const unsigned char *)p)[i]) * 1099511628211ull;
  return h;
}

static void *const CONTEXT = (void *)0x100, *const MODULE = (void *)0x200, *const FUNCTION = (void *)0x300,
                  *const STREAM = (void *)0x400, *const GRAPH = (void *)0x500, *const GRAPH_EXEC = (void *)0x600;

CUresult cuInit(unsigned flags) { return flags == 0 ? OK : INVALID_VALUE; }
CUresult cuDeviceGet(int *device, int ordinal) { *device = ordinal; return ordinal == 0 ? OK : INVALID_VALUE; }
CUresult cuDevicePrimaryCtxRetain(void **context, int device) { *context = CONTEXT; return OK; }
CUresult cuCtxSetCurrent(void *context) { return context == CONTEXT ? OK : INVALID_VALUE; }
CUresult cuCtxSynchronize(void) { return OK; }
CUresult cuGetErrorName(CUresult result, const char **name) {
  *name = result == INVALID_IMAGE ? "CUDA_ERROR_INVALID_IMAGE" : result == NOT_FOUND ? "CUDA_ERROR_NOT_FOUND" : "CUDA_ERROR_INVALID_VALUE";
  return OK;
}
CUresult cuDeviceGetAttribute(int *value, int attribute, int device) {
  *value = attribute == 75 ? 9 : 0; /* compute capability 9.0 */
  return OK;
}
CUresult cuDeviceGetName(char *name, int length, int device) { snprintf(name, length, "fake libcuda"); return OK; }
CUresult cuDriverGetVersion(int *version) { *version = 13050; return OK; }

CUresult cuMemAlloc_v2(uint64_t *pointer, size_t bytes) {
  *pointer = (uint64_t)(uintptr_t)calloc(1, bytes);
  fprintf(out(), "alloc %#llx %zu\n", (unsigned long long)*pointer, bytes);
  return *pointer ? OK : INVALID_VALUE;
}
CUresult cuMemcpyHtoD_v2(uint64_t to, const void *from, size_t bytes) {
  memcpy((void *)(uintptr_t)to, from, bytes);
  fprintf(out(), "htod %#llx %zu %016llx\n", (unsigned long long)to, bytes, (unsigned long long)hash(from, bytes));
  return OK;
}
CUresult cuMemcpyDtoH_v2(void *to, uint64_t from, size_t bytes) {
  memcpy(to, (const void *)(uintptr_t)from, bytes);
  fprintf(out(), "dtoh %#llx %zu\n", (unsigned long long)from, bytes);
  return OK;
}

/* A cubin is an ELF; PTX is text naming an .entry. */
CUresult cuModuleLoadData(void **module, const void *image) {
  const char *kind = memcmp(image, "\x7f" "ELF", 4) == 0 ? "elf" : strstr(image, ".entry") ? "ptx" : NULL;
  if (!kind) return INVALID_IMAGE;
  fprintf(out(), "module %s\n", kind);
  *module = MODULE;
  return OK;
}
CUresult cuModuleGetFunction(void **function, void *module, const char *name) {
  if (module != MODULE) return INVALID_VALUE;
  fprintf(out(), "function %s\n", name);
  *function = FUNCTION;
  return OK;
}
CUresult cuFuncSetAttribute(void *function, int attribute, int value) {
  fprintf(out(), "attribute %d %d\n", attribute, value);
  return function == FUNCTION ? OK : INVALID_VALUE;
}

CUresult cuLaunchKernel(void *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, void *stream, void **params, void **extra) {
  if (function != FUNCTION || extra || (stream && stream != STREAM)) return INVALID_VALUE;
  fprintf(out(), "launch %u %u %u %u %u %u %u", gx, gy, gz, bx, by, bz, shared);
  const char *sizes = getenv("FAKE_PARAM_SIZES");
  for (int k = 0; sizes && *sizes; k++) {
    char *end;
    long n = strtol(sizes, &end, 10);
    unsigned char bytes[8] = {0};
    memcpy(bytes, params[k], n);
    uint64_t v;
    memcpy(&v, bytes, 8);
    fprintf(out(), " %#llx", (unsigned long long)v);
    sizes = *end ? end + 1 : end;
  }
  fprintf(out(), "\n");
  return OK;
}

CUresult cuStreamCreate(void **stream, unsigned flags) { *stream = STREAM; return OK; }
CUresult cuStreamSynchronize(void *stream) { return stream == STREAM ? OK : INVALID_VALUE; }
CUresult cuStreamBeginCapture_v2(void *stream, int mode) { return stream == STREAM ? OK : INVALID_VALUE; }
CUresult cuStreamEndCapture(void *stream, void **graph) { *graph = GRAPH; return OK; }
CUresult cuGraphInstantiateWithFlags(void **exec, void *graph, unsigned long long flags) {
  *exec = GRAPH_EXEC;
  return graph == GRAPH ? OK : INVALID_VALUE;
}
CUresult cuGraphLaunch(void *exec, void *stream) { return exec == GRAPH_EXEC && stream == STREAM ? OK : INVALID_VALUE; }
CUresult cuEventCreate(void **event, unsigned flags) { *event = malloc(1); return OK; }
CUresult cuEventRecord(void *event, void *stream) { return stream == STREAM ? OK : INVALID_VALUE; }
CUresult cuEventSynchronize(void *event) { return OK; }
CUresult cuEventElapsedTime_v2(float *ms, void *start, void *stop) { *ms = 1.0f; return OK; }
