{
  # Links the system RocksDB (Debian 12: librocksdb-dev). pkg-config first, then plain -lrocksdb.
  # scripts/build-native.mjs checks for the headers first and names the package to install.
  "targets": [
    {
      "target_name": "rocktune_rocksdb",
      "sources": [
        "src/addon.cc",
        "src/common.cc",
        "src/engine_info.cc",
        "src/check_options.cc",
        "src/batch_check.cc",
        "src/string_options.cc",
        "src/load_test.cc",
        "src/run_test.cc",
        "src/sampled_test.cc",
        "src/periodic_thread.cc",
        "src/db_property.cc",
        "src/histogram.cc",
        "src/sampler.cc",
        "src/db_stats.cc",
        "src/memory_usage.cc",
        "src/crash_hook.cc",
        "src/progress.cc",
        "src/workload.cc",
        "src/controller_compaction.cc",
        "src/controller_l0.cc",
        "src/controller_decide.cc",
        "src/tuner_load.cc",
        "src/test_params.cc",
        "src/tuner_sample.cc",
        "src/tuner_test.cc"
      ],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS"],
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions", "-std=gnu++17"],
      "cflags_cc": ["-std=c++17", "-fexceptions", "-O2", "<!@(pkg-config --cflags rocksdb 2>/dev/null || true)"],
      "libraries": ["<!@(pkg-config --libs rocksdb 2>/dev/null || echo -lrocksdb)", "-lpthread"]
    }
  ]
}
