#ifndef TILEAA_TYPES_TD
#define TILEAA_TYPES_TD

include "TileAA/Dialect.td"

class TileAA_Type<string name, string typeMnemonic> : TypeDef<TileAA_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def TileAA_PointerType : TileAA_Type<"Pointer", "ptr"> {
  let summary = "pointer with element type and address space";
  let description = [{ `!nv_tileaa.ptr<f32, 1>` (1: global memory). }];
  let parameters = (ins "::mlir::Type":$pointeeType, "unsigned":$addressSpace);
  let assemblyFormat = "`<` $pointeeType `,` $addressSpace `>`";
}

def TileAA_MemRefType : TileAA_Type<"MemRef", "memref"> {
  let summary = "a strided tensor in memory: base pointer, extents, strides";
  let description = [{
    `!nv_tileaa.memref<?x32xf32, strides=[?,1], 1>`: element type, shape and
    strides (in elements; `?` dynamic, supplied to make_memref) and address
    space. Without `strides=` every stride is dynamic.
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape, "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t">:$strides, "unsigned":$addressSpace);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
  }];
}

def TileAA_MemTokenType : TileAA_Type<"MemToken", "mem_token"> {
  let summary = "memory-ordering edge; carries no data";
}

def TileAA_QueueType : TileAA_Type<"Queue", "queue"> {
  let summary = "a bounded FIFO of value tuples between producer and consumer stages";
  let description = [{
    `!nv_tileaa.queue<tensor<64xf32>, tensor<64xf32>, depth = 2>`: each entry is
    one tuple of the listed element types (at least one: scalars, index,
    pointers, memrefs or statically shaped tensors); `depth` (at least 1) entries
    can be in flight. `consumers = N` (default 1, printed only when not 1): an
    entry is freed once each of the N consumers has taken it with `queue.get`.
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$elementTypes, "unsigned":$depth,
                        "unsigned":$consumers);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TileAA_TensorMapType : TileAA_Type<"TensorMap", "tensor_map"> {
  let summary = "a TMA tensor map (128-byte descriptor) built by the kernel";
  let description = [{
    `!nv_tileaa.tensor_map`: what `make_tensor_map` builds from a memref (its
    base, extents and strides) for the TMA copies of one tile shape and
    shared encoding. Held by the thread that issues the copies.
  }];
}

def TileAA_MBarriersType : TileAA_Type<"MBarriers", "mbarriers"> {
  let summary = "an array of mbarriers in the CTA's shared memory";
  let description = [{
    `!nv_tileaa.mbarriers<3>`: three 8-byte mbarrier objects (PTX ISA,
    "mbarrier"), each tracking arrivals and asynchronous bytes of one phase
    at a time; a ring's slots each have one.
  }];
  let parameters = (ins "unsigned":$count);
  let assemblyFormat = "`<` $count `>`";
  let genVerifyDecl = 1;
}

def TileAA_Ptr : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::PointerType>($_self)">, "pointer", "::mlir::nv_tileaa::PointerType">;
def TileAA_MemRef : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemRefType>($_self)">, "memref", "::mlir::nv_tileaa::MemRefType">;
def TileAA_MemToken : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MemTokenType>($_self)">, "mem_token", "::mlir::nv_tileaa::MemTokenType"> {
  let builderCall = "::mlir::nv_tileaa::MemTokenType::get($_builder.getContext())";
}

def TileAA_TensorMap : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::TensorMapType>($_self)">, "tensor map",
                             "::mlir::nv_tileaa::TensorMapType"> {
  let builderCall = "::mlir::nv_tileaa::TensorMapType::get($_builder.getContext())";
}
def TileAA_MBarriers : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::MBarriersType>($_self)">, "mbarriers",
                            "::mlir::nv_tileaa::MBarriersType">;
def TileAA_Queue : Type<CPred<"::llvm::isa<::mlir::nv_tileaa::QueueType>($_self)">, "queue", "::mlir::nv_tileaa::QueueType">;

def TileAA_FloatLike : Type<CPred<"::llvm::isa<::mlir::FloatType>(::mlir::getElementTypeOrSelf($_self)) && (::llvm::isa<::mlir::FloatType>($_self) || ::llvm::isa<::mlir::RankedTensorType>($_self))">,
                            "float or ranked tensor of float">;
def TileAA_RankedTensor : Type<CPred<"::llvm::isa<::mlir::RankedTensorType>($_self) && ::llvm::cast<::mlir::RankedTensorType>($_self).hasStaticShape()">,
                               "statically shaped ranked tensor", "::mlir::RankedTensorType">;

#endif
