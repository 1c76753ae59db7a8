// convert-cuda-tile-to-tileaa: assume, get_tile_block_id, get_num_tile_blocks, print_tko, assert.
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | FileCheck %s --implicit-check-not=cuda_tile
// RUN: tile-opt --convert-cuda-tile-to-tileaa -split-input-file %s | tile-opt -split-input-file | FileCheck %s --implicit-check-not=cuda_tile

cuda_tile.module @misc {
  // Every predicate is kept as a fact.
  // CHECK-LABEL: nv_tileaa.func @assume(
  // CHECK-SAME: %[[P:[^:]*]]: !nv_tileaa.ptr<f32, 1>, %[[N:[^:]*]]: i32, %[[T:[^:]*]]: tensor<4x8xi64>) {
  // CHECK-NEXT: nv_tileaa.assume %[[P]] {div_by = 16 : i64} : !nv_tileaa.ptr<f32, 1>
  // CHECK-NEXT: nv_tileaa.assume %[[T]] {along = 0 : i64, div_by = 8 : i64, every = 2 : i64} : tensor<4x8xi64>
  // CHECK-NEXT: nv_tileaa.assume %[[N]] {lower_bound = 1 : i64, upper_bound = 7 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[N]] {lower_bound = -3 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[N]] {upper_bound = 9 : i64} : i32
  // CHECK-NEXT: nv_tileaa.assume %[[T]] {same_elements = array<i64: 4, 1>} : tensor<4x8xi64>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @assume(%p: tile<ptr<f32>>, %n: tile<i32>, %t: tile<4x8xi64>) {
    %0 = assume div_by<16>, %p : tile<ptr<f32>>
    %1 = assume div_by<8, every 2 along 0>, %t : tile<4x8xi64>
    %2 = assume bounded<1, 7>, %n : tile<i32>
    %3 = assume bounded<-3, ?>, %n : tile<i32>
    %4 = assume bounded<?, 9>, %n : tile<i32>
    %5 = assume same_elements<[4, 1]>, %t : tile<4x8xi64>
    return
  }

  // The grid: program ids and program counts along x, y, z (the chapter's
  // get_num_tile_blocks example, with its print).
  // CHECK-LABEL: nv_tileaa.func @grid()
  // CHECK-NEXT: %[[IX:.*]] = nv_tileaa.get_program_id x : i32
  // CHECK-NEXT: %[[IY:.*]] = nv_tileaa.get_program_id y : i32
  // CHECK-NEXT: %[[IZ:.*]] = nv_tileaa.get_program_id z : i32
  // CHECK-NEXT: %[[NX:.*]] = nv_tileaa.get_num_programs x : i32
  // CHECK-NEXT: %[[NY:.*]] = nv_tileaa.get_num_programs y : i32
  // CHECK-NEXT: %[[NZ:.*]] = nv_tileaa.get_num_programs z : i32
  // CHECK-NEXT: nv_tileaa.print "x: %d, y: %d, z: %d\0A", %[[NX]], %[[NY]], %[[NZ]] : i32, i32, i32
  // CHECK-NEXT: nv_tileaa.print "id: %d %d %d\0A", %[[IX]], %[[IY]], %[[IZ]] : i32, i32, i32
  // CHECK-NEXT: nv_tileaa.return
  entry @grid() {
    %i, %j, %k = get_tile_block_id : tile<i32>
    %x, %y, %z = get_num_tile_blocks : tile<i32>
    %t0 = print_tko "x: %d, y: %d, z: %d\n", %x, %y, %z : tile<i32>, tile<i32>, tile<i32> -> token
    %t1 = print_tko "id: %d %d %d\n", %i, %j, %k : tile<i32>, tile<i32>, tile<i32> -> token
    return
  }

  // print_tko: the format string and operands (tiles print element by
  // element) carry over; the token operand, when given, orders the print, and
  // the result token follows it.
  // CHECK-LABEL: nv_tileaa.func @print(
  // CHECK-SAME: %[[X:[^:]*]]: tensor<4xf32>, %[[N:[^:]*]]: i64) {
  // CHECK-NEXT: %[[T0:.*]] = nv_tileaa.create_mem_token : !nv_tileaa.mem_token
  // CHECK-NEXT: %[[T1:.*]] = nv_tileaa.print "x = %f, n = %lld\0A", %[[X]], %[[N]] token %[[T0]] : tensor<4xf32>, i64
  // CHECK-NEXT: %[[T2:.*]] = nv_tileaa.print "100%% done\0A" token %[[T1]]
  // CHECK-NEXT: nv_tileaa.print "x = %f\0A", %[[X]] : tensor<4xf32>
  // CHECK-NEXT: nv_tileaa.return
  testing$func @print(%x: tile<4xf32>, %n: tile<i64>) {
    %t0 = make_token : token
    %t1 = print_tko "x = %f, n = %lld\n", %x, %n token=%t0 : tile<4xf32>, tile<i64> -> token
    %t2 = print_tko "100%% done\n" token=%t1 -> token
    %t3 = print_tko "x = %f\n", %x : tile<4xf32> -> token
    return
  }

  // assert keeps its message; a rank-0 condition is an i1.
  // CHECK-LABEL: nv_tileaa.func @assert(
  // CHECK-SAME: %[[C:[^:]*]]: tensor<4x8xi1>, %[[B:[^:]*]]: i1) {
  // CHECK-NEXT: nv_tileaa.assert %[[C]], "all in range" : tensor<4x8xi1>
  // CHECK-NEXT: nv_tileaa.assert %[[B]], "n > 0" : i1
  // CHECK-NEXT: nv_tileaa.return
  testing$func @assert(%c: tile<4x8xi1>, %b: tile<i1>) {
    assert %c, "all in range" : tile<4x8xi1>
    assert %b, "n > 0" : tile<i1>
    return
  }
}
