# lit configuration: finds the project's tools in target/<profile>/ (release
# unless `--param profile=debug`), LLVM 22's FileCheck, not and mlir-opt, and
# NVIDIA's ptxas / nvdisasm / tileirdisasm from the project's .venv.
import glob
import os
import shutil

import lit.formats

config.name = "cuda-tile"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

root = os.path.dirname(config.test_source_root)
profile = lit_config.params.get("profile", "release")
tools_dir = os.path.join(root, "target", profile)
llvm_bin = "/usr/lib/llvm-22/bin"

for tool in ["tile-opt", "tile-compile", "tile-translate"]:
    if not os.path.exists(os.path.join(tools_dir, tool)):
        lit_config.fatal(f"{tool} not found in {tools_dir}: build first (cargo build --{profile})")

nvidia_bin = glob.glob(os.path.join(root, ".venv/lib/python3*/site-packages/nvidia/cu13/bin"))
path = [tools_dir, llvm_bin] + nvidia_bin + [config.environment.get("PATH", os.environ["PATH"])]
config.environment["PATH"] = os.pathsep.join(path)

config.substitutions.append(("%plugin", os.path.join(tools_dir, "libcuda_tile_plugin.so")))
config.substitutions.append(("%examples", os.path.join(root, "examples")))
corpus = os.path.join(os.path.dirname(root), "shared", "corpus")
config.substitutions.append(("%corpus", corpus))
# NVIDIA's corpus lives beside the checkout (../shared), not in it.
if os.path.isdir(corpus):
    config.available_features.add("shared-corpus")
config.substitutions.append(("%expect-exit", "python3 " + os.path.join(config.test_source_root, "expect-exit.py")))

for tool in ["ptxas", "nvdisasm", "tileirdisasm"]:
    if any(os.path.exists(os.path.join(d, tool)) for d in nvidia_bin) or shutil.which(tool):
        config.available_features.add(tool)
