//===- PrintfFormat.cpp - checking printf format strings ------------------===//
#include "cuda-tile/Utils/PrintfFormat.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;

FailureOr<unsigned> mlir::cuda_tile::countPrintfConversions(Operation *op, StringRef format) {
  unsigned count = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%')
      continue;
    size_t start = i++;
    if (i < format.size() && format[i] == '%')
      continue;
    while (i < format.size() && StringRef("-+ #0").contains(format[i]))
      ++i;
    while (i < format.size() && llvm::isDigit(format[i]))
      ++i;
    if (i < format.size() && format[i] == '.') {
      ++i;
      while (i < format.size() && llvm::isDigit(format[i]))
        ++i;
    }
    for (StringRef length : {"hh", "h", "ll", "l", "j", "z", "t", "L"})
      if (format.substr(i).starts_with(length)) {
        i += length.size();
        break;
      }
    if (i >= format.size())
      return op->emitOpError("format string ends inside the conversion '") << format.substr(start) << "'";
    if (!StringRef("diouxXcpeEfFgGaA").contains(format[i]))
      return op->emitOpError("format conversion '")
             << format.substr(start, i + 1 - start)
             << "' is not one printf prints a tile element with (d i o u x X c p e E f F g G a A)";
    ++count;
  }
  return count;
}
