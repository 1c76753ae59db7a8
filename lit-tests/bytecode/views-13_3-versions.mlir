// The 13.3 views byte for byte (BYTECODE.md §4.2, §11.4), and their refusal
// by version: a writer targeting 13.1 or 13.2 names the op it cannot write,
// and the reader names the type or op a 13.1/13.2 file cannot hold.
// RUN: split-file %s %t
// RUN: tile-translate -mlir-to-cudatilebc %t/ok.mlir -o %t/ok.bc
// RUN: od -An -tx1 -v %t/ok.bc | tr -d '\n' | FileCheck %s --check-prefix=BYTES
// Types are numbered by first use, components first: f32 #0, ptr #1, tile #2,
// the signature #3, then each tensor_view before the views over it. A
// strided_view: flags (bit 0: padding), tile (arr32), traversal strides
// (arr32), tensor_view, dim_map (arr32, written even when the identity),
// [padding]. A gather_scatter_view: flags, tile, tensor_view, sparse_dim,
// [padding]. PaddingValue: neg_zero 1, nan 2.
// BYTES: 43 01 04 00 00 00 74 05 01 43 01 06 00 00 00 74 07 03 73 08 01 73 09 01 5c 00 00
// BYTES-SAME: 15 01 02 04 00 00 00 04 00 00 00 02 02 00 00 00 06 00 00 00 04 02 01 00 00 00 00 00 00 00 02
// BYTES-SAME: 15 00 01 08 00 00 00 01 0a 00 00 00 06 01 00 00 00 00
// BYTES-SAME: 14 01 02 04 00 00 00 20 00 00 00 04 00 01
// BYTES-SAME: 14 00 02 04 00 00 00 20 00 00 00 04 01

// Writing for 13.1 or 13.2.
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/strided.mlir 2>&1 | FileCheck %s --check-prefix=STRIDED132
// STRIDED132: strided.mlir: error: operation 'cuda_tile.make_strided_view' is not available in bytecode version 13.2{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/strided.mlir 2>&1 | FileCheck %s --check-prefix=STRIDED131
// STRIDED131: strided.mlir: error: operation 'cuda_tile.make_strided_view' is not available in bytecode version 13.1{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/gather.mlir 2>&1 | FileCheck %s --check-prefix=GATHER132
// GATHER132: gather.mlir: error: operation 'cuda_tile.make_gather_scatter_view' is not available in bytecode version 13.2{{$}}
// RUN: not tile-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/gather.mlir 2>&1 | FileCheck %s --check-prefix=GATHER131
// GATHER131: gather.mlir: error: operation 'cuda_tile.make_gather_scatter_view' is not available in bytecode version 13.1{{$}}

// Reading: the 13.3 files relabelled 13.2 or 13.1 (byte 9 of the header) stop
// at the first view record, which the type table holds before any op.
// RUN: tile-translate -mlir-to-cudatilebc %t/strided.mlir -o %t/strided.bc
// RUN: tile-translate -mlir-to-cudatilebc %t/gather.mlir -o %t/gather.bc
// RUN: python3 %t/patch.py %t/strided.bc %t/strided-132.bc 9 03 02
// RUN: python3 %t/patch.py %t/gather.bc %t/gather-131.bc 9 03 01
// RUN: not tile-translate -cudatilebc-to-mlir %t/strided-132.bc 2>&1 | FileCheck %s --check-prefix=READ_STRIDED
// READ_STRIDED: strided-132.bc: error at offset {{[0-9]+}}: type 'StridedView' requires bytecode version 13.3+, file version is 13.2{{$}}
// RUN: not tile-translate -cudatilebc-to-mlir %t/gather-131.bc 2>&1 | FileCheck %s --check-prefix=READ_GATHER
// READ_GATHER: gather-131.bc: error at offset {{[0-9]+}}: type 'GatherScatterView' requires bytecode version 13.3+, file version is 13.1{{$}}
// The ops' opcodes in a 13.2 file (make_partition_view's, 42 05 01, turned
// into 0x74 and 0x73; its result type is one 13.2 has).
// RUN: tile-translate -mlir-to-cudatilebc -bytecode-version=13.2 %t/partition.mlir -o %t/partition.bc
// RUN: python3 %t/patch.py %t/partition.bc %t/op-74.bc find 420501 740501
// RUN: python3 %t/patch.py %t/partition.bc %t/op-73.bc find 420501 730501
// RUN: not tile-translate -cudatilebc-to-mlir %t/op-74.bc 2>&1 | FileCheck %s --check-prefix=READ_OP74
// READ_OP74: op-74.bc: error at offset {{[0-9]+}}: unsupported opcode 116 for bytecode version 13.2: operation 'cuda_tile.make_strided_view' requires bytecode version 13.3+{{$}}
// RUN: not tile-translate -cudatilebc-to-mlir %t/op-73.bc 2>&1 | FileCheck %s --check-prefix=READ_OP73
// READ_OP73: op-73.bc: error at offset {{[0-9]+}}: unsupported opcode 115 for bytecode version 13.2: operation 'cuda_tile.make_gather_scatter_view' requires bytecode version 13.3+{{$}}

//--- patch.py
# patch.py IN OUT OFFSET OLD NEW: replaces the hex bytes OLD at OFFSET by NEW;
# with OFFSET "find", at the one place OLD occurs.
import sys

src, dst, where, old, new = sys.argv[1:]
data = bytearray(open(src, "rb").read())
old, new = bytes.fromhex(old), bytes.fromhex(new)
if where == "find":
    assert data.count(old) == 1, f"{old.hex()} occurs {data.count(old)} times"
    at = data.find(old)
else:
    at = int(where)
assert data[at:at + len(old)] == old, f"{old.hex()} is not at {at}"
data[at:at + len(old)] = new
open(dst, "wb").write(data)

//--- ok.mlir
cuda_tile.module @kernels {
  entry @k(%base: tile<ptr<f32>>) {
    %tv = make_tensor_view %base, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xf32, strides=[64,1]>
    %a = make_strided_view %tv : strided_view<tile=(4x4), traversal_strides=[2,6], padding_value = nan, tensor_view<16x64xf32, strides=[64,1]>, dim_map=[1, 0]>
    %tv1 = make_tensor_view %base, shape = [100], strides = [1] : tensor_view<100xf32, strides=[1]>
    %b = make_strided_view %tv1 : strided_view<tile=(8), traversal_strides=[10], tensor_view<100xf32, strides=[1]>>
    %c = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), padding_value = neg_zero, tensor_view<16x64xf32, strides=[64,1]>, sparse_dim=0>
    %d = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x32), tensor_view<16x64xf32, strides=[64,1]>, sparse_dim=1>
    return
  }
}

//--- strided.mlir
cuda_tile.module @kernels {
  entry @k(%base: tile<ptr<f32>>) {
    %tv = make_tensor_view %base, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(4), traversal_strides=[2], tensor_view<16xf32, strides=[1]>>
    return
  }
}

//--- gather.mlir
cuda_tile.module @kernels {
  entry @k(%base: tile<ptr<f32>>) {
    %tv = make_tensor_view %base, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %v = make_gather_scatter_view %tv : gather_scatter_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>, sparse_dim=1>
    return
  }
}

//--- partition.mlir
cuda_tile.module @kernels {
  entry @k(%base: tile<ptr<f32>>) {
    %tv = make_tensor_view %base, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<16xf32, strides=[1]>>
    return
  }
}
