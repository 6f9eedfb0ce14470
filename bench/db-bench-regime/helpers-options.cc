// Writes the OPTIONS file RocksDB's own tuning helpers produce, as the engine itself serializes it:
// Options::IncreaseParallelism(threads) + OptimizeLevelStyleCompaction(memtable budget), then DB::Open of an empty
// directory, which persists OPTIONS-NNNNNN there. The baseline a user picks instead of rocktune (issue 33).
//
//   helpers-options DIR THREADS MEMTABLE_BUDGET_BYTES
#include <cstdlib>
#include <iostream>
#include <memory>

#include <rocksdb/db.h>
#include <rocksdb/options.h>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: helpers-options DIR THREADS MEMTABLE_BUDGET_BYTES\n";
    return 2;
  }
  rocksdb::Options options;
  options.IncreaseParallelism(std::atoi(argv[2]));
  options.OptimizeLevelStyleCompaction(std::strtoull(argv[3], nullptr, 10));
  options.create_if_missing = true;
  rocksdb::DB* raw = nullptr;
  rocksdb::Status s = rocksdb::DB::Open(options, argv[1], &raw);
  if (!s.ok()) {
    std::cerr << s.ToString() << "\n";
    return 1;
  }
  std::unique_ptr<rocksdb::DB> db(raw);
  return 0;
}
